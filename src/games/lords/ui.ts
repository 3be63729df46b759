/** Lords of Baseball's screens, loaded with the game's lazy chunk. */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { lordsCoach } from './coach';
import { Rules } from './rules-ref/Rules';
import type { LordsAction, LordsView } from './state';

export const lordsUi: GameUi<LordsView, LordsAction> = { Board, Rules, coach: lordsCoach };
