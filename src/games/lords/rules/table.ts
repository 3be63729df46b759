/** The opening table (LoB 1.0): shuffled decks, blank owners, nothing dealt yet. */
import { hidden, zone } from '../../../engine/hidden';
import type { RulesCtx } from '../../../engine/types';
import { COMMUNITY_CARDS } from '../content/community';
import { DECK_IDS } from '../content/deck';
import { DRAFT_CARDS } from '../content/draft';
import { EXTRA_INNINGS_CARDS, LEGEND_CARDS } from '../content/expansions';
import { drawExtraInnings } from './extraInnings';
import { TEAM_CARDS } from '../content/teams';
import { RULES_VERSION, type LordsState, type Opts } from '../state';
import { blankOwner } from './setup';

/** A fresh table: every deck shuffled face down, owners at $42,000, in the set-up step. */
export function newTable(
  ctx: RulesCtx,
  seats: number,
  opts: Opts,
  rules = RULES_VERSION,
): LordsState {
  const owners = Array.from({ length: seats }, (_, k) => blankOwner(k, opts));
  const shuffled = (ids: readonly string[], pool?: string) =>
    zone<string>('none', ctx.rng.shuffle(ids), pool);
  const table: LordsState = {
    seats,
    opts,
    // Absent on a version-1 table, as on the saves made then (their state hash holds).
    ...(rules >= 2 ? { rules } : {}),
    step: 'setup',
    year: 1,
    phase: 'off',
    phaseIndex: 0,
    starter: 0,
    active: 0,
    lastPasser: null,
    waiting: owners.map((_, k) => k),
    owners,
    deck: shuffled(DECK_IDS),
    discard: zone('all'),
    offDeck: shuffled(
      COMMUNITY_CARDS.map((c) => c.id),
      'off',
    ),
    community: zone('all', [], 'off'),
    draftDeck: shuffled(
      DRAFT_CARDS.map((c) => c.id),
      'draft',
    ),
    draftCard: zone('all', [], 'draft'),
    eiDeck: shuffled(
      EXTRA_INNINGS_CARDS.map((c) => c.id),
      'ei',
    ),
    extraInnings: zone('all', [], 'ei'),
    legendDeck: shuffled(
      LEGEND_CARDS.map((c) => c.id),
      'legend',
    ),
    // Team cards are public: chosen face up (or dealt face up with teamPick 'random').
    // With teamPick 'random' the pile is shuffled and each owner takes the top card (3.0 1).
    teamCards: zone(
      'all',
      opts.teamPick === 'random'
        ? ctx.rng.shuffle(TEAM_CARDS.map((t) => t.id))
        : TEAM_CARDS.map((t) => t.id),
      'team',
    ),
    pennantTarget: null,
    pennantShift: 0,
    pennantWinner: null,
    tieRolls: [],
    strike: false,
    window: null,
    nextId: 1,
    offers: [],
    offered: [],
    freeAgents: [],
    claims: [],
    bids: owners.map((_, k) => hidden<number | null>([k], null, null)),
    effects: null,
    promotion: null,
    cycle: null,
    cut: null,
    moreCuts: [],
    bait: null,
    baitHit: [],
  };
  // 12.1: the Extra Innings card is revealed before the initial set-up.
  return opts.extraInnings === 'off' ? table : drawExtraInnings(table, ctx);
}
