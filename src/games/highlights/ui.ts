/** Highlights 2045's screens, loaded with the game's lazy chunk. */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { highlightsCoach } from './coach';
import { Rules } from './rules-ref/Rules';
import type { HlAction, HlView } from './state';

export const highlightsUi: GameUi<HlView, HlAction> = {
  Board,
  Rules,
  parts: true,
  coach: highlightsCoach,
};
