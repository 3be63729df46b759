/**
 * Victory points (LoB 6.2.3, 6.2.5, 9, 13.1, 13.3): end-of-year VP, standings with and
 * without a pennant (A7), the luxury tax (A25) and the final bonuses.
 */
import type { SeatId } from '../../../engine/types';
import {
  CASH_PER_VP,
  DEPTH_MATRIX,
  FINAL_MONEY_VP,
  FINAL_PENNANT_VP,
  JM_VP,
  LUXURY_TAX,
  LUXURY_TAX_2P,
  RANK_VP,
  ROSTER_VP,
  WINNING_SEASON_VP,
  jmBand,
  twoPlayerPlace,
} from '../content/charts';
import type { Stars } from '../types';

/** What one owner's end-of-year VP are made of (LoB 6.2.3). */
export interface YearFacts {
  /** Wins on the wins track (45 base wins plus the year's decided wins). */
  readonly wins: number;
  readonly losses: number;
  readonly fo: Stars;
  readonly fs: Stars;
  readonly fm: Stars;
  /** Superstars and All-Stars who earn VP (not those hurt at the All-Star Game, 11.2). */
  readonly ss: number;
  readonly as: number;
  readonly phenom: number;
  readonly jm: number;
  readonly cash: number;
  readonly cashCounts: boolean;
  readonly rankVp: number;
  /** 12.1: VP an Extra Innings card adds to a winning season. */
  readonly winningBonus?: number;
}

/** End-of-year VP by part (LoB 6.2.3); media pairs are converted separately (A27). */
export function yearVp(f: YearFacts) {
  const parts = {
    wins: f.wins,
    stars: f.fo + f.fs + f.fm,
    winningSeason: f.wins > f.losses ? WINNING_SEASON_VP[f.fo] + (f.winningBonus ?? 0) : 0,
    rank: f.rankVp,
    roster: f.ss * ROSTER_VP.ss + f.as * ROSTER_VP.as + f.phenom * ROSTER_VP.phenom,
    journeymen: JM_VP[jmBand(f.jm)] ?? 0,
    cash: f.cashCounts ? Math.floor(f.cash / CASH_PER_VP) : 0,
  };
  const total = Object.values(parts).reduce((a, b) => a + b, 0);
  return { parts, total };
}

/**
 * Ranking VP (LoB 6.2.3, 2.1, A7). `order` lists seats best first (ties already settled).
 * With a pennant winner (first in `order`) places score 5, 3, 1, 0; with none, nobody scores
 * the pennant VP and everyone drops a place: 3, 1, 0, 0.
 */
export function rankVp(order: readonly SeatId[], pennantWon: boolean, seats: number): number[] {
  const out = Array.from({ length: seats }, () => 0);
  order.forEach((seat, place) => {
    out[seat] = RANK_VP[pennantWon ? place : place + 1] ?? 0;
  });
  return out;
}

/** Split ranking VP among tied owners (A8 option `split`): the places' VP shared, rounded down. */
export function splitPlaces(places: readonly number[], pennantWon: boolean): number {
  const vps = places.map((p): number => RANK_VP[pennantWon ? p : p + 1] ?? 0);
  return Math.floor(vps.reduce((a, b) => a + b, 0) / places.length);
}

/** Two-player ranking VP (LoB 13.3): the trailer's place by the win gap. */
export function twoPlayerRankVp(
  winsA: number,
  winsB: number,
  pennantWon: boolean,
): [number, number] {
  if (winsA === winsB) return [RANK_VP[1], RANK_VP[1]];
  const leaderFirst = winsA > winsB;
  const place = twoPlayerPlace(Math.abs(winsA - winsB)) - 1;
  const leader = pennantWon ? RANK_VP[0] : RANK_VP[1];
  const trailer = RANK_VP[place] ?? 0;
  return leaderFirst ? [leader, trailer] : [trailer, leader];
}

/** One luxury tax payment: who pays whom, how much money and VP. */
export interface TaxPayment {
  readonly from: SeatId;
  readonly to: SeatId;
  readonly money: number;
  readonly vp: number;
}

/**
 * The luxury tax (LoB 6.2.5, 13.1, A25): `order` is seats by VP, most first. 1st pays last
 * and (with 4) 2nd pays 3rd; two players use the 13.1 table.
 */
export function luxuryTax(
  order: readonly SeatId[],
  vp: readonly number[],
  year: number,
): TaxPayment[] {
  const vpOf = (s: SeatId) => vp[s] ?? 0;
  const first = order[0];
  const last = order[order.length - 1];
  if (first === undefined || last === undefined || first === last) return [];
  const out: TaxPayment[] = [];
  const gap = vpOf(first) - vpOf(last);
  if (order.length === 2) {
    const table = year === 1 ? LUXURY_TAX_2P.year1 : LUXURY_TAX_2P.later;
    const row = gap >= LUXURY_TAX_2P.threshold ? table[1] : table[0];
    return [{ from: first, to: last, money: row.money, vp: row.vp }];
  }
  const fl = LUXURY_TAX.firstLast;
  const flRow = year === 1 ? fl.year1 : fl.later;
  out.push({ from: first, to: last, money: gap >= fl.threshold ? flRow[1] : flRow[0], vp: 0 });
  const second = order[1];
  const third = order[2];
  if (order.length >= 4 && second !== undefined && third !== undefined) {
    const st = LUXURY_TAX.secondThird;
    const stRow = year === 1 ? st.year1 : st.later;
    const gap2 = vpOf(second) - vpOf(third);
    out.push({ from: second, to: third, money: gap2 >= st.threshold ? stRow[1] : stRow[0], vp: 0 });
  }
  return out;
}

/**
 * Places by a value, most first, sharing a place on ties (for the 15/10/5 and 5/3 bonuses):
 * `[3, 9, 9, 1]` gives places `[2, 0, 0, 3]`.
 */
export function placesBy(values: readonly number[]): number[] {
  return values.map((v) => values.filter((x) => x > v).length);
}

/** Final bonuses (LoB 9): money 15/10/5, pennants 5/3 (none for no pennant), depth matrix. */
export function finalBonuses(
  money: readonly number[],
  pennants: readonly number[],
  startJm: readonly number[],
  finalJm: readonly number[],
) {
  const moneyPlace = placesBy(money);
  const pennantPlace = placesBy(pennants);
  return money.map((_, k) => ({
    money: FINAL_MONEY_VP[moneyPlace[k] ?? 9] ?? 0,
    pennants: (pennants[k] ?? 0) > 0 ? (FINAL_PENNANT_VP[pennantPlace[k] ?? 9] ?? 0) : 0,
    depth: depthVp(startJm[k] ?? 0, finalJm[k] ?? 0),
  }));
}

/** The starting/final depth matrix (LoB 9). */
export const depthVp = (startJm: number, finalJm: number): number =>
  DEPTH_MATRIX[jmBand(finalJm)]?.[jmBand(startJm)] ?? 0;
