/** Highlights 2045's screens, loaded with the game's lazy chunk (the
 * guided game's coach is a chunk of its own: `GameEntry.loadCoach`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { Rules } from './rules-ref/Rules';
import type { HlAction, HlView } from './state';

// `satisfies`: a GameUi whose Rules is known to be here (GameUi.Rules is optional).
export const highlightsUi = {
  Board,
  Rules,
  parts: true,
} satisfies GameUi<HlView, HlAction>;
