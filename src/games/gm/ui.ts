/** You're the GM!'s screens, loaded with the game's lazy chunk. */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { gmCoach } from './coach';
import { Rules } from './rules-ref/Rules';
import type { GmAction, GmView } from './state';

export const gmUi: GameUi<GmView, GmAction> = { Board, Rules, parts: true, coach: gmCoach };
