/**
 * The year-end and final summaries, read off the view with the printed charts (content):
 * each owner's VP for the year by part (LoB 6.2.3) while the media pairs are converted, and
 * the final bonuses (LoB 9) once the game is over. A part the holder may not know (cash kept
 * hidden, a standing tie settled by a roll-off) says so rather than guess.
 */
import {
  BASE_WINS,
  CASH_PER_VP,
  DEPTH_MATRIX,
  FINAL_MONEY_VP,
  FINAL_PENNANT_VP,
  JM_VP,
  RANK_VP,
  ROSTER_VP,
  WINNING_SEASON_VP,
  jmBand,
  twoPlayerPlace,
} from '../content/charts';
import { EXTRA_INNINGS_CARDS } from '../content/expansions';
import type { LordsView } from '../state';

export type Part = 'wins' | 'stars' | 'winningSeason' | 'rank' | 'roster' | 'journeymen' | 'cash';
export const PARTS: readonly Part[] = [
  'wins',
  'stars',
  'winningSeason',
  'rank',
  'roster',
  'journeymen',
  'cash',
];

/**
 * One part's VP, or null when the holder cannot know it; `note` explains a special case;
 * `place` (1st = 1) is the standing's place, shared by owners tied on wins.
 */
export interface PartValue {
  vp: number | null;
  note?: 'tied' | 'loan' | 'hidden';
  place?: number;
}

type OwnerV = LordsView['owners'][number];

const owed = (o: OwnerV) => o.loans.small + o.loans.large;
const wins = (o: OwnerV) => BASE_WINS + o.seasonW;

/**
 * Standing place and VP by seat (A7, 13.3): exact unless a tie on wins will be rolled off at
 * scoring (A8), when the tied owners share their best place and the VP waits for the roll;
 * with the option `split` they share the place and its VP.
 */
function standings(v: LordsView): PartValue[] {
  const n = v.owners.length;
  const winner = v.pennantWinner;
  if (n === 2) {
    const [a, b] = [v.owners[0], v.owners[1]];
    if (!a || !b) return [];
    const wa = wins(a);
    const wb = wins(b);
    // 13.3: two owners level on wins share the second place's VP; no roll-off.
    if (wa === wb)
      return [
        { vp: RANK_VP[1], place: 1 },
        { vp: RANK_VP[1], place: 1 },
      ];
    const leader = wa > wb ? 0 : 1;
    const gapPlace = twoPlayerPlace(Math.abs(wa - wb)) - 1;
    const out: PartValue[] = [
      { vp: 0, place: 2 },
      { vp: 0, place: 2 },
    ];
    out[leader] = { vp: winner !== null ? RANK_VP[0] : RANK_VP[1], place: 1 };
    out[1 - leader] = { vp: RANK_VP[gapPlace] ?? 0, place: 2 };
    return out;
  }
  return v.owners.map((o, k) => {
    if (k === winner) return { vp: RANK_VP[0], place: 1 };
    const w = wins(o);
    const others = v.owners.filter((_, j) => j !== k && j !== winner);
    const above = others.filter((x) => wins(x) > w).length + (winner !== null ? 1 : 0);
    const level = 1 + others.filter((x) => wins(x) === w).length;
    const vpPlace = winner !== null ? above : above + 1;
    // A8 option `split`: the level owners share their places' VP, rounded down.
    const vps = Array.from({ length: level }, (_, i): number => RANK_VP[vpPlace + i] ?? 0);
    const shared = Math.floor(vps.reduce((a, b) => a + b, 0) / level);
    if (level === 1 || v.opts.standingTies === 'split') return { vp: shared, place: above + 1 };
    return { vp: null, note: 'tied' as const, place: above + 1 };
  });
}

/** Each owner's year VP by part (LoB 6.2.3), from the view. */
export function yearParts(v: LordsView): Record<Part, PartValue>[] {
  const ranks = standings(v);
  // 12.1: an Extra Innings card may add to a winning season's VP.
  const rule = EXTRA_INNINGS_CARDS.find((c) => c.id === v.extraInnings.cards[0])?.rule;
  const winningBonus = rule?.k === 'winningSeasonBonus' ? rule.vp : 0;
  return v.owners.map((o, k) => {
    const w = wins(o);
    const l = BASE_WINS + o.seasonL;
    const cash: PartValue =
      owed(o) > 0
        ? { vp: 0, note: 'loan' }
        : o.money.unseen
          ? { vp: null, note: 'hidden' }
          : { vp: Math.floor(o.money.value / CASH_PER_VP) };
    return {
      wins: { vp: w },
      stars: { vp: o.fo + o.fs + o.fm },
      winningSeason: { vp: w > l ? WINNING_SEASON_VP[o.fo] + winningBonus : 0 },
      rank: ranks[k] ?? { vp: null },
      roster: {
        vp: o.ml.ss * ROSTER_VP.ss + o.ml.as * ROSTER_VP.as + o.farm.phenom * ROSTER_VP.phenom,
      },
      journeymen: { vp: JM_VP[jmBand(o.ml.jm)] ?? 0 },
      cash,
    };
  });
}

/** The sum of known parts, and whether any part is unknown to the holder. */
export function partsTotal(p: Record<Part, PartValue>): { vp: number; partial: boolean } {
  let vp = 0;
  let partial = false;
  for (const k of PARTS) {
    const x = p[k].vp;
    if (x === null) partial = true;
    else vp += x;
  }
  return { vp, partial };
}

const placesBy = (values: readonly number[]) =>
  values.map((x) => values.filter((y) => y > x).length);

/** The final bonuses (LoB 9) by seat, read off the finished game's view (money is shown). */
export function finalParts(v: LordsView) {
  const money = v.owners.map((o) => o.money.value);
  const pennants = v.owners.map((o) => o.pennants);
  const mp = placesBy(money);
  const pp = placesBy(pennants);
  return v.owners.map((o, k) => ({
    money: FINAL_MONEY_VP[mp[k] ?? 9] ?? 0,
    pennants: (pennants[k] ?? 0) > 0 ? (FINAL_PENNANT_VP[pp[k] ?? 9] ?? 0) : 0,
    depth: DEPTH_MATRIX[jmBand(o.ml.jm)]?.[jmBand(o.startJm)] ?? 0,
    loans: -Math.ceil(owed(o) / 1_000),
  }));
}
