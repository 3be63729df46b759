/**
 * The open-ended moves (LoB 2.5.3, 5.3.11, 5.7.1): trade offers, counters and their answers,
 * and loan repayments are not listed (a bundle of any goods cannot be), so the engine's door
 * lets them through to the rules. Their shape is checked here, where they enter, before any
 * rule reads them: exactly the action's fields, whole counts that are not negative, player
 * types that exist, seats at the table. What the owners hold is for the rules that follow.
 */
import { must, type SeatId } from '../../../engine/types';
import { MEDIA } from '../content/charts';
import type { LordsAction } from '../state';
import { FS_SIZE, FS_TYPES, ML_SIZE, ML_TYPES } from '../types';

/** The moves the module does not list; the engine's door lets them through (index.ts). */
export const OPEN_MOVES: readonly LordsAction['t'][] = [
  'offer',
  'counter',
  'accept',
  'reject',
  'withdraw',
  'repay',
];

const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Whether `x` has exactly the fields `keys` (none missing, none more). */
const fieldsAre = (x: Readonly<Record<string, unknown>>, keys: readonly string[]): boolean => {
  const own = Object.keys(x);
  return own.length === keys.length && keys.every((k) => own.includes(k));
};

const count = (n: unknown, max: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;

const isSeat = (n: unknown, seats: number): n is SeatId => count(n, seats - 1);

/** Counts of players by type: only the types of `types`, each a whole 0..max. */
function checkCounts(x: unknown, types: readonly string[], max: number, side: string): void {
  must(
    isRecord(x) && Object.entries(x).every(([t, n]) => types.includes(t) && count(n, max)),
    'bad-goods',
    '5.3.11',
    `${side}: players by type, whole counts`,
  );
}

/** One side of a trade (LoB 5.3.11, 5.7.1, 6.2.6): money, players, media, draft picks. */
function checkBundle(b: unknown, seats: number, side: string): void {
  must(
    isRecord(b) && fieldsAre(b, ['money', 'ml', 'fs', 'media', 'picks']),
    'bad-goods',
    '5.3.11',
    `${side}: money, players, media and picks`,
  );
  must(
    typeof b.money === 'number' && Number.isSafeInteger(b.money) && b.money >= 0,
    'bad-goods',
    '5.3.11',
    `${side}: whole dollars`,
  );
  must(count(b.media, MEDIA.cap), 'bad-goods', '5.3.11', `${side}: whole media cubes`);
  checkCounts(b.ml, ML_TYPES, ML_SIZE, side);
  checkCounts(b.fs, FS_TYPES, FS_SIZE, side);
  const picks = b.picks;
  must(
    Array.isArray(picks) &&
      picks.every((p) => isSeat(p, seats)) &&
      new Set(picks).size === picks.length,
    'bad-pick',
    '6.2.6',
    `${side}: the draft picks of owners at the table, each once`,
  );
}

/** Refuses an open-ended move whose shape no rule could read (the door of `applyAction`). */
export function checkOpenMove(a: LordsAction, seats: number): void {
  const x: Readonly<Record<string, unknown>> = a;
  switch (a.t) {
    case 'offer':
    case 'counter': {
      const partner = a.t === 'offer' ? 'to' : 'offer';
      must(
        fieldsAre(x, ['t', partner, 'give', 'get', 'managers']),
        'bad-offer',
        '5.7.1',
        'an offer names its partner, both sides and the manager swap',
      );
      must(
        a.t === 'offer'
          ? x.to === null || isSeat(x.to, seats)
          : count(x.offer, Number.MAX_SAFE_INTEGER),
        'bad-trade-partner',
        '5.7.1',
      );
      must(typeof x.managers === 'boolean', 'bad-offer', '5.7.1', 'the manager swap is yes or no');
      checkBundle(x.give, seats, 'give');
      checkBundle(x.get, seats, 'get');
      return;
    }
    case 'accept':
    case 'reject':
    case 'withdraw':
      must(
        fieldsAre(x, ['t', 'offer']) && count(x.offer, Number.MAX_SAFE_INTEGER),
        'no-such-offer',
        '5.7.1',
      );
      return;
    case 'repay':
      // The amounts a slot may be repaid by are the rule's (loans.ts, `repay`).
      must(
        fieldsAre(x, ['t', 'slot', 'amount']) &&
          (x.slot === 'small' || x.slot === 'large') &&
          typeof x.amount === 'number',
        'bad-repayment',
        '2.5.3',
        'a loan slot and an amount',
      );
      return;
    default:
      return;
  }
}
