// The guided first game to its end: French, bots at normal speed (learn-run.mjs; the speeds rotate
// across the games' files so each language meets each pace; LEARN_SPEEDS runs others).
import { learnToEnd } from './learn-run.mjs';

learnToEnd('fantasy', 'fr', ['Normal']);
