/** Lords of Baseball's screens, loaded with the game's lazy chunk (the guided game's coach
 * and the rules reference are chunks of their own: `GameEntry.loadCoach`, `loadRules`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import type { LordsAction, LordsView } from './state';

/** `parts`: across the table the shared board sits in the middle, each owner's side at his edge. */
export const lordsUi: GameUi<LordsView, LordsAction> = {
  Board,
  parts: true,
  // A card played (an event, OPS, a cancel, a roll changed), a pennant won.
  sound: ({ msg, args }) =>
    msg === 'lords.pennantWon'
      ? 'crowd'
      : msg.startsWith('lords.play.') && args?.card !== undefined
        ? 'card'
        : undefined,
};
