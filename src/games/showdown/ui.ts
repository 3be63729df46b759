/** Showdown's screens, loaded with the game's lazy chunk (the
 * guided game's coach is a chunk of its own: `GameEntry.loadCoach`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { Rules } from './rules-ref/Rules';
import type { ShowdownAction, ShowdownView } from './state';

export const showdownUi: GameUi<ShowdownView, ShowdownAction> = {
  Board,
  Rules,
  parts: true,
  backs: true,
};
