/** Showdown's screens, loaded with the game's lazy chunk (the guided game's coach and the rules
 * reference are chunks of their own: `GameEntry.loadCoach`, `loadRules`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import type { ShowdownAction, ShowdownView } from './state';

/**
 * `parts`: the shared table in the middle, each manager's side at his edge; `backs`: a closed
 * edge's cards face down.
 */
export const showdownUi: GameUi<ShowdownView, ShowdownAction> = {
  Board,
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
};
