/** Showdown's screens, loaded with the game's lazy chunk. */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { showdownCoach } from './coach';
import { Rules } from './rules-ref/Rules';
import type { ShowdownAction, ShowdownView } from './state';

export const showdownUi: GameUi<ShowdownView, ShowdownAction> = {
  Board,
  Rules,
  parts: true,
  coach: showdownCoach,
};
