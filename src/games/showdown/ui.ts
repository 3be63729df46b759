/** Showdown's screens, loaded with the game's lazy chunk (the
 * guided game's coach is a chunk of its own: `GameEntry.loadCoach`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { Rules } from './rules-ref/Rules';
import type { ShowdownAction, ShowdownView } from './state';

// `satisfies`: a GameUi whose Rules is known to be here (GameUi.Rules is optional).
export const showdownUi = {
  Board,
  Rules,
  parts: true,
  backs: true,
  // A strategy card played, a run (a walk-off too), the last out of a game.
  sound: ({ msg }) =>
    msg === 'showdown.log.card'
      ? 'card'
      : msg === 'showdown.log.scores' || msg === 'showdown.log.walkoff'
        ? 'crowd'
        : msg === 'showdown.log.final'
          ? 'out'
          : undefined,
} satisfies GameUi<ShowdownView, ShowdownAction>;
