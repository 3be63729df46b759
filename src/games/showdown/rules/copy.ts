/**
 * Hand-written copies of the state and a side: in Node 20 an object spread over a state
 * this size costs more than the rule itself (engine/copy.ts, scripts/bench-copy.mjs), and
 * random playouts must stay fast. test/engine/copy.test.ts checks every field.
 */
import type { Mutable } from '../../../engine/copy';
import type { ShowdownState, Side } from '../state';

export function copyState(s: ShowdownState): Mutable<ShowdownState> {
  const m: Mutable<ShowdownState> = {
    level: s.level,
    home: s.home,
    dh: s.dh,
    inning: s.inning,
    half: s.half,
    outs: s.outs,
    bases: s.bases,
    sides: s.sides,
    phase: s.phase,
    turn: s.turn,
    passes: s.passes,
    last: s.last,
    called: s.called,
    cards: s.cards,
    mods: s.mods,
    ab: s.ab,
    series: s.series,
    stops: s.stops,
    box: s.box,
    seriesBox: s.seriesBox,
  };
  // Set afterwards, not spread into the literal: with the spreads this copy was the costliest
  // function of a search game (node --cpu-prof on `measure.ts search 1 advanced 300 2`), and
  // the states it made were slower to read everywhere after.
  if (s.juggle) m.juggle = true;
  if (s.walk) m.walk = true;
  if (s.rules !== undefined) m.rules = s.rules;
  return m;
}

export function copySide(d: Side): Mutable<Side> {
  return {
    team: d.team,
    name: d.name,
    roster: d.roster,
    order: d.order,
    field: d.field,
    pitcher: d.pitcher,
    dhSlot: d.dhSlot,
    pSlot: d.pSlot,
    up: d.up,
    gone: d.gone,
    pitchers: d.pitchers,
    line: d.line,
    runs: d.runs,
    hits: d.hits,
    needP: d.needP,
  };
}

/** The state with one side replaced. */
export function withSide(s: Mutable<ShowdownState>, seat: number, side: Side): void {
  const sides = s.sides.slice();
  sides[seat] = side;
  s.sides = sides;
}
