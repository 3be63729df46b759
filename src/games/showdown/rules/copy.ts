/**
 * Hand-written copies of the state and a side: in Node 20 an object spread over a state
 * this size costs more than the rule itself (see docs/games/fantasy.md), and random
 * playouts must stay fast.
 */
import type { ShowdownState, Side } from '../state';

export type Mut<T> = { -readonly [K in keyof T]: T[K] };

export function copyState(s: ShowdownState): Mut<ShowdownState> {
  return {
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
  };
}

export function copySide(d: Side): Mut<Side> {
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
export function withSide(s: Mut<ShowdownState>, seat: number, side: Side): void {
  const sides = s.sides.slice();
  sides[seat] = side;
  s.sides = sides;
}
