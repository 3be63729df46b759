/** Highlights 2045's screens, loaded with the game's lazy chunk (the
 * guided game's coach is a chunk of its own: `GameEntry.loadCoach`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { Rules } from './rules-ref/Rules';
import type { HlAction, HlView } from './state';

export const highlightsUi: GameUi<HlView, HlAction> = {
  Board,
  Rules,
  parts: true,
};
