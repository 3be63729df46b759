/**
 * Invariants for the fuzzer: three outs end a half-inning, one runner per base, nine on
 * defence (8 qualified fielders and a pitcher), the score equals the runs that crossed the
 * plate (line score) and every run is charged to a pitcher of the other team.
 */
import { zoneSize } from '../../engine/hidden';
import { card, qualifies } from './content';
import { expertFielding } from './rules/emergency';
import { battingSeat, fieldingSeat } from './rules/lineup';
import { seriesWins, winsNeeded } from './rules/series';
import type { ShowdownState, Side } from './state';
import { POSITIONS } from './types';

const sum = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0);

function defence(d: Side, expert: boolean): string[] {
  const out: string[] = [];
  if (d.field.length !== 8) out.push(`defence has ${d.field.length} fielders`);
  if (new Set([...d.field, d.pitcher]).size !== 9) out.push('defence does not have 9 players');
  d.field.forEach((p, i) => {
    const pos = POSITIONS[i];
    const ok = pos && (expert ? expertFielding(p, pos) !== null : qualifies(p, pos));
    if (pos && !ok) out.push(`${p} does not qualify at ${pos}`);
    if (!d.order.includes(p)) out.push(`fielder ${p} is not in the batting order`);
    if (d.gone.includes(p)) out.push(`fielder ${p} has left the game`);
  });
  if (card(d.pitcher).kind !== 'pitcher') out.push(`${d.pitcher} is not a pitcher`);
  if (d.gone.includes(d.pitcher)) out.push('the pitcher has left the game');
  if (d.needP) out.push('the defence has no pitcher');
  return out;
}

/** Every strategy card is in exactly one zone; each kept card carries one stat change. */
function cardChecks(s: ShowdownState): string[] {
  const out: string[] = [];
  s.cards?.forEach((c, seat) => {
    const zones = [c.deck, c.hand, c.table, c.kept, c.discard, ...(c.side ? [c.side] : [])];
    const n = zones.reduce((a, z) => a + zoneSize(z), 0);
    const want = c.side ? 75 : 60;
    if (n !== want) out.push(`seat ${seat} has ${n} strategy cards, not ${want}`);
    if (c.side && zoneSize(c.side) !== 15)
      out.push(`seat ${seat}: sideboard of ${zoneSize(c.side)}`);
    const mods = s.mods.filter((m) => m.seat === seat).length;
    if (mods !== zoneSize(c.kept))
      out.push(`seat ${seat}: ${mods} stat changes, kept ${zoneSize(c.kept)}`);
  });
  if (!s.cards && s.mods.length) out.push('stat changes without strategy cards');
  return out;
}

export function invariants(s: ShowdownState): string[] {
  const out: string[] = cardChecks(s);
  const playing = s.phase !== 'over' && s.phase !== 'between';
  // Three outs stand only in the "after" window of the third out (step 8).
  const most = s.phase === 'after' ? 3 : 2;
  if (playing && (s.outs < 0 || s.outs > most)) out.push(`${s.outs} outs in play`);
  if (s.bases.length !== 3) out.push('not three bases');
  const runners = s.bases.filter((r) => r !== null).map((r) => r.p);
  if (new Set(runners).size !== runners.length) out.push('a runner on two bases');
  s.sides.forEach((d, seat) => {
    if (d.order.length !== 9) out.push(`seat ${seat} bats ${d.order.length}`);
    if (new Set(d.order).size !== 9) out.push(`seat ${seat} bats a player twice`);
    if (d.runs !== sum(d.line)) out.push(`seat ${seat}: score ${d.runs} but line ${sum(d.line)}`);
    if (d.hits < 0) out.push(`seat ${seat}: ${d.hits} hits`);
    const other = s.sides[1 - seat];
    const charged = other ? sum(other.pitchers.map((l) => l.r)) : -1;
    if (charged !== d.runs) out.push(`seat ${seat}: ${d.runs} runs but ${charged} charged`);
  });
  if (s.series) out.push(...seriesChecks(s));
  // F7: a walk called with the defense's pass waits only for the offense's closing move.
  if (s.walk && (s.phase !== 'subs' || s.passes !== 1 || s.turn !== battingSeat(s)))
    out.push('a walk called outside the offense’s closing pass');
  if (playing) {
    const def = s.sides[fieldingSeat(s)];
    const off = s.sides[battingSeat(s)];
    if (def && s.phase !== 'relief' && s.phase !== 'backup')
      out.push(...defence(def, s.level === 'expert'));
    for (const r of runners) if (!off?.order.includes(r)) out.push(`runner ${r} not in the lineup`);
    for (const r of s.bases) {
      if (r && !def?.pitchers.some((l) => l.id === r.by))
        out.push(`runner ${r.p} charged to nobody`);
    }
  }
  return out;
}

/** A series: games recorded before the one under way, no team past the wins needed. */
function seriesChecks(s: ShowdownState): string[] {
  const series = s.series;
  if (!series) return [];
  const out: string[] = [];
  const played = s.phase === 'between' || s.phase === 'over' ? series.game : series.game - 1;
  if (series.games.length !== played)
    out.push(`series: ${series.games.length} games recorded in game ${series.game}`);
  const w = seriesWins(series);
  if (Math.max(...w) > winsNeeded(series.of)) out.push(`series: ${w.join('-')} wins`);
  if (s.phase === 'over' && Math.max(...w) !== winsNeeded(series.of))
    out.push('series over undecided');
  return out;
}
