/** Fantasy Fantasy Baseball's screens, loaded with the game's lazy chunk (the
 * guided game's coach is a chunk of its own: `GameEntry.loadCoach`). */
import type { GameUi } from '../../ui/board';
import { Board } from './board/Board';
import { Rules } from './rules-ref/Rules';
import type { FantasyAction, FantasyView } from './state';

export const fantasyUi: GameUi<FantasyView, FantasyAction> = {
  Board,
  Rules,
  parts: true,
  // A character revealed or played, a week's battle or a Wild Card Game won.
  sound: ({ msg }) =>
    msg === 'fantasy.log.reveal' || msg === 'fantasy.log.csReveal'
      ? 'card'
      : msg === 'fantasy.log.battleWon' || msg === 'fantasy.log.wcWon'
        ? 'crowd'
        : undefined,
};
