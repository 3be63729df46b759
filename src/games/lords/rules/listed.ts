/**
 * The action objects the legal-action listing hands out (moves.ts), made once and shared,
 * frozen so that no reader can change them: a listing at an in-season turn holds some 80
 * candidates, and making them afresh at every decision was a tenth of a random playout's
 * time with the garbage it left. Actions are plain data, compared by value everywhere (the
 * engine's door, the bots' trees by JSON text), so sharing them changes nothing a reader sees.
 */
import type { SeatId } from '../../../engine/types';
import type { CycleHit } from '../content/charts';
import { TRADE_CHART } from '../content/trade';
import type { LordsAction, OpsUse } from '../state';
import { ML_TYPES, STARS } from '../types';

type Action<T extends LordsAction['t']> = Extract<LordsAction, { t: T }>;

const frozen = <A extends LordsAction>(a: A): A => Object.freeze(a);

/** The most owners at a table (LoB 1.0): seat-indexed lists go this far. */
const MAX_SEATS = 4;
const SEATS = Array.from({ length: MAX_SEATS }, (_, k) => k);

export const OPS_USES: readonly OpsUse[] = [
  'superstar',
  'allStar',
  'managerCard',
  'money',
  'losses',
  'journeymen',
];

export const LOAN_SMALL = frozen({ t: 'loan', size: 5_000 });
export const LOAN_LARGE = frozen({ t: 'loan', size: 10_000 });
export const RESPOND = frozen({ t: 'respond' });
export const MEDIA = [-3, -2, -1, 1, 2, 3].map((by) => frozen({ t: 'media', by }));
export const CHALLENGES = [frozen({ t: 'challenge', dir: 1 }), frozen({ t: 'challenge', dir: -1 })];
export const CUTS = ML_TYPES.map((type) => frozen({ t: 'cut', type }));
export const PASS = frozen({ t: 'pass' });
export const MANAGER_TEAM = frozen({ t: 'managerTeam' });
export const ROLL = frozen({ t: 'roll' });
export const ROLL_STAND = frozen({ t: 'roll', stand: true });
export const DONE_UPGRADES = frozen({ t: 'doneUpgrades' });
export const STOP_PROMOTION = frozen({ t: 'stopPromotion' });
export const KEEP_NONE = frozen({ t: 'keep', card: null });
export const REDRAW_NONE = frozen({ t: 'redraw', card: null });
export const BUY_MEDIA = [0, 1, 2, 3].map((n) => frozen({ t: 'buyMedia', n }));
export const CLAIMS = [frozen({ t: 'claim', claim: true }), frozen({ t: 'claim', claim: false })];
export const BAIT_TO_DECK = frozen({ t: 'bait', to: null });
export const BAIT_TO = SEATS.map((to) => frozen({ t: 'bait', to }));
export const STARTERS = SEATS.map((seat) => frozen({ t: 'chooseStarter', seat }));

/** Promotion attempts by kind, each with its +0 to +3 DRM (LoB 8.3, 8.4). */
export const PROMOTE = {
  phenom: [0, 1, 2, 3].map((drm) => frozen({ t: 'promote', kind: 'phenom', drm })),
  prospect: [0, 1, 2, 3].map((drm) => frozen({ t: 'promote', kind: 'prospect', drm })),
} as const;

/** The Trade Chart's rows, each its printed way and, on a two-way row, back (LoB 5.3.11). */
export const TRADE_CHART_ACTIONS = TRADE_CHART.flatMap((row) => [
  frozen({ t: 'tradeChart', row: row.id, reverse: false }),
  ...(row.both ? [frozen({ t: 'tradeChart', row: row.id, reverse: true })] : []),
]);

export const CYCLE_HITS: readonly CycleHit[] = ['single', 'double', 'triple', 'homeRun'];
export const CYCLES = CYCLE_HITS.map((hit) => frozen({ t: 'cycle', hit }));

/** The off-season's upgrades in the listing's order (LoB 7.1). */
export const UPGRADES: readonly Action<'upgrade'>[] = [
  ...STARS.flatMap((to) => [
    frozen({ t: 'upgrade', change: { k: 'fo', to } }),
    frozen({ t: 'upgrade', change: { k: 'fs', to } }),
    frozen({ t: 'upgrade', change: { k: 'fm', to } }),
  ]),
  ...(['regToAs', 'asToSs', 'utilityToProspect', 'buyUtility'] as const).map((k) =>
    frozen({ t: 'upgrade', change: { k } }),
  ),
  frozen({ t: 'upgrade', change: { k: 'switch', from: 'reg' } }),
  frozen({ t: 'upgrade', change: { k: 'switch', from: 'jm' } }),
];

const bids: Action<'bid'>[] = [];
/** A bid of `amount` (whole $500s, LoB 6.2.4b, 8.2). */
export function bid(amount: number): Action<'bid'> {
  const i = amount / 500;
  return (bids[i] ??= frozen({ t: 'bid', amount }));
}

const pairs: Action<'convertMedia'>[] = [];
/** Turning `n` pairs of media into VP (LoB 6.2.3). */
export function mediaPairs(n: number): Action<'convertMedia'> {
  return (pairs[n] ??= frozen({ t: 'convertMedia', pairs: n }));
}

/** Every listed action naming one action card, by target seat where it has one. */
export interface CardActions {
  readonly event: readonly Action<'event'>[];
  readonly ops: Readonly<Record<OpsUse, readonly Action<'ops'>[]>>;
  readonly cyclePlay: Readonly<Record<OpsUse | 'event', readonly Action<'cyclePlay'>[]>>;
  readonly cyclePlace: {
    readonly discard: Action<'cyclePlace'>;
    readonly keep: Action<'cyclePlace'>;
  };
  readonly rollCard: Action<'rollCard'>;
  readonly cancel: Action<'cancel'>;
  readonly redraw: Action<'redraw'>;
  readonly promo: Action<'promo'>;
  readonly keep: Action<'keep'>;
}

function makeCardActions(card: string): CardActions {
  const ops = {} as Record<OpsUse, readonly Action<'ops'>[]>;
  const cyclePlay = {} as Record<OpsUse | 'event', readonly Action<'cyclePlay'>[]>;
  cyclePlay.event = SEATS.map((target) => frozen({ t: 'cyclePlay', card, use: 'event', target }));
  for (const use of OPS_USES) {
    ops[use] = SEATS.map((target) => frozen({ t: 'ops', card, use, target }));
    cyclePlay[use] = SEATS.map((target) => frozen({ t: 'cyclePlay', card, use, target }));
  }
  return {
    event: SEATS.map((target) => frozen({ t: 'event', card, target })),
    ops,
    cyclePlay,
    cyclePlace: {
      discard: frozen({ t: 'cyclePlace', card, to: 'discard' }),
      keep: frozen({ t: 'cyclePlace', card, to: 'keep' }),
    },
    rollCard: frozen({ t: 'rollCard', card }),
    cancel: frozen({ t: 'cancel', card }),
    redraw: frozen({ t: 'redraw', card }),
    promo: frozen({ t: 'promo', card }),
    keep: frozen({ t: 'keep', card }),
  };
}

const byCard = new Map<string, CardActions>();

/** The listed actions naming `card`, made on first use. */
export function cardActions(card: string): CardActions {
  let acts = byCard.get(card);
  if (acts === undefined) {
    acts = makeCardActions(card);
    byCard.set(card, acts);
  }
  return acts;
}

/** A seat's place in the seat-indexed lists above. */
export const at = <T>(list: readonly T[], seat: SeatId): T => list[seat] as T;
