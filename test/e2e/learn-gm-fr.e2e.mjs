// You're the GM!'s guided first game to its end in French (learn-gm-run.mjs).
import { learnGm } from './learn-gm-run.mjs';

learnGm('fr');
