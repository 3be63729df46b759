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
  // A card played, a hit or a steal that brings runs home, a mini-game's last out.
  sound: ({ msg, args }) =>
    msg === 'hl.play'
      ? 'card'
      : msg === 'hl.gameWon' || msg === 'hl.gameOver'
        ? 'out'
        : Number(args?.runs) > 0
          ? 'crowd'
          : undefined,
} satisfies GameUi<HlView, HlAction>;
