/** You're the GM!'s screens, loaded with the game's lazy chunk (the
 * guided game's coach is a chunk of its own: `GameEntry.loadCoach`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { Rules } from './rules-ref/Rules';
import type { GmAction, GmView } from './state';

export const gmUi: GameUi<GmView, GmAction> = {
  Board,
  Rules,
  parts: true,
  backs: true,
  // A player card signed, a season's champion crowned.
  sound: ({ msg }) =>
    msg === 'gm.log.sign' || msg === 'gm.log.signProspect'
      ? 'card'
      : msg === 'gm.log.champion'
        ? 'crowd'
        : undefined,
};
