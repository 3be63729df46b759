// The guided first game to its end: English, bots at step speed (learn-run.mjs; the speeds rotate
// across the games' files so each language meets each pace; LEARN_SPEEDS runs others).
import { learnToEnd } from './learn-run.mjs';

learnToEnd('showdown', 'en', ['Step']);
