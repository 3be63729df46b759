/**
 * You're the GM! (Scott Courlander): the rules core as a GameModule. Two to six General
 * Managers draft a five-player roster within a budget, fill die slots with skill dice, and
 * play seasons until one wins enough championship trophies for a dynasty.
 */
import { redact } from '../../engine/hidden';
import type { GameModule } from '../../engine/types';
import { evaluate } from './bot/evaluate';
import { heuristic } from './bot/heuristic';
import { PLAYER_IDS } from './content';
import { describe } from './describe';
import { invariants } from './invariants';
import { MESSAGES } from './messages';
import { outcome } from './outcome';
import { privateDecision, privateRound } from './private';
import { apply } from './rules/apply';
import { liveOf } from './rules/live';
import { actions, prompts } from './rules/moves';
import { setupState } from './rules/setup';
import type { GmAction, GmState, GmView } from './state';

export type { GmAction, GmState, GmView } from './state';

export const gmModule: GameModule<GmState, GmAction, GmView> = {
  id: 'gm',
  meta: {
    id: 'gm',
    title: "You're the GM!",
    credit: {
      rulebook: "You're the GM! rulebook",
      designers: 'Scott Courlander (design); David Class and Eric Class (development)',
    },
    minSeats: 2,
    maxSeats: 6,
    options: [],
    rulesVersion: 1,
  },
  setup: setupState,
  prompts,
  actions,
  apply,
  view: (s, seat) => {
    const v: GmView = redact(s, seat);
    return { ...v, live: liveOf(v) };
  },
  outcome,
  privateDecision,
  privateRound,
  // One pool: every player card; hands, picks, deck and face-down discards are dealt from it.
  universe: () => PLAYER_IDS,
  invariants,
  describe,
  heuristic,
  evaluate,
  messages: MESSAGES,
  translations: { fr: () => import('./messages.fr').then((m) => m.MESSAGES_FR) },
};
