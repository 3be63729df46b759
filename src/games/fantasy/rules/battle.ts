/**
 * §Play Ball 3-5: stat lines, Win card totals and who wins a battle. A line is built in a
 * fixed order: printed stats, the Event card, Berzerk, then this week's magic in the order
 * it was used (so Flames zeroes whatever was there when it was cast).
 */
import { charInfo, eventCard, HITTING_IX, PITCHING_IX, winInfo } from '../content';
import { STATS, type EventCard, type Stat } from '../types';
import type { Berz, FantasyView, Fx } from '../state';
import { mgr } from './zones';

/** The active Event card, if any. */
export function activeEvent(s: FantasyView): EventCard | null {
  const id = s.event.cards[0];
  return id === undefined ? null : eventCard(id);
}

/** A character's stats after the Event card (printed stats only gain, never appear). */
export function eventLine(card: string, ev: EventCard | null): number[] {
  const info = charInfo(card);
  const line = info.line.slice();
  if (!ev) return line;
  if (ev.blank) for (const st of ev.blank) line[statIx(st)] = 0;
  if (ev.sidePlus && ev.sidePlus.side === info.side) bump(line, ALL_IX, ev.sidePlus.n);
  if (ev.kindPlus)
    bump(line, ev.kindPlus.kind === 'hitting' ? HITTING_IX : PITCHING_IX, ev.kindPlus.n);
  if (ev.statPlus) bump(line, ev.statPlus.stats.map(statIx), ev.statPlus.n);
  return line;
}

/** +n to each of these stats the line has. */
function bump(line: number[], ix: readonly number[], n: number): void {
  for (const i of ix) if ((line[i] as number) > 0) line[i] = (line[i] as number) + n;
}

const ALL_IX = STATS.map((_, i) => i);
const statIx = (st: Stat): number => STATS.indexOf(st);

/** Adds `n` to a stat; a blank stat becomes `n` (the character gains it). */
function add(line: number[], i: number, n: number): void {
  line[i] = Math.max(0, (line[i] as number) + n);
}

/** The line of manager `m`'s character `card` in `week`, with Berzerk and this week's magic. */
export function weekLine(
  s: FantasyView,
  m: number,
  card: string,
  week: number,
  fx: readonly Fx[],
  berz: readonly Berz[],
): number[] {
  const line = eventLine(card, activeEvent(s));
  for (const b of berz) if (b.m === m && b.from <= week) add(line, b.stat, b.n);
  for (const f of fx) {
    if (f.card !== card) continue;
    if (f.k === 'add') charInfo(f.from).line.forEach((v, i) => v > 0 && add(line, i, v));
    else if (f.k === 'plus') line.forEach((v, i) => v > 0 && add(line, i, 1));
    else line[f.stat] = 0;
  }
  return line;
}

/**
 * The total on a Win card: the matching stats (doubled by the Event when it says so). A
 * character matching none of the card's stats scores 0 and gets no flat bonus.
 */
export function totalOn(
  line: readonly number[],
  card: string,
  winId: string,
  ev: EventCard | null,
  underdog: boolean,
): number {
  let t = 0;
  let matched = false;
  for (const st of winInfo(winId).req) {
    const v = line[st] as number;
    if (v <= 0) continue;
    matched = true;
    t += ev?.double?.includes(STATS[st] as Stat) ? 2 * v : v;
  }
  if (!matched) return 0;
  if (ev?.tierBonus && charInfo(card).tier === ev.tierBonus.tier) t += ev.tierBonus.n;
  if (ev?.underdog && underdog) t += ev.underdog;
  return Math.max(0, t);
}

/** One contestant in a battle. */
export interface Entry {
  m: number;
  card: string;
  total: number;
}

/**
 * The winner of a Regular Season battle, or null. A3: among the tied top totals, Good
 * beats Evil (the Event may reverse or cancel this); if more than one remains, nobody wins.
 * Justice: Evil characters cannot win at all.
 */
export function battleWinner(
  entries: readonly Entry[],
  ev: EventCard | null,
  justice: boolean,
): number | null {
  const cands = justice ? entries.filter((e) => charInfo(e.card).side !== 'evil') : entries;
  if (cands.length === 0) return null;
  let best = -Infinity;
  for (const e of cands) if (e.total > best) best = e.total;
  let tied = cands.filter((e) => e.total === best);
  if (tied.length > 1 && ev?.tie !== 'none') {
    const favoured = ev?.tie === 'evil' ? 'evil' : 'good';
    const fav = tied.filter((e) => charInfo(e.card).side === favoured);
    if (fav.length > 0) tied = fav;
  }
  return tied.length === 1 ? (tied[0] as Entry).m : null;
}

/** The managers with the fewest Wins (Underdog Spirit), in the Regular Season. */
export function underdogs(s: FantasyView): boolean[] {
  if (s.season) {
    const least = Math.min(...s.season.total);
    return s.season.total.map((t) => t === least);
  }
  const wins = s.mgrs.map((g) => g.wins.cards.length);
  const least = Math.min(...wins);
  return wins.map((w) => w === least);
}

/** Whether the Stat Track banners on a Win card move a character: stat > 0 on its line. */
export function trackMoves(line: readonly number[], winId: string, mult: number): number[] {
  const moves = [0, 0, 0, 0, 0];
  for (const b of winInfo(winId).banners) {
    if ((line[b.stat] as number) > 0) moves[b.track] = (moves[b.track] as number) + b.steps * mult;
  }
  return moves;
}

/** Manager m's character for this week's battle, or null (Meow sent it to the bench). */
export function activeOf(s: FantasyView, m: number): string | null {
  return mgr(s, m).slots[s.week]?.cards[0] ?? null;
}
