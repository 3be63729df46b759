/** Lords of Baseball's screens, loaded with the game's lazy chunk (the
 * guided game's coach is a chunk of its own: `GameEntry.loadCoach`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { Rules } from './rules-ref/Rules';
import type { LordsAction, LordsView } from './state';

/** `parts`: across the table the shared board sits in the middle, each owner's side at his edge. */
export const lordsUi: GameUi<LordsView, LordsAction> = {
  Board,
  Rules,
  parts: true,
};
