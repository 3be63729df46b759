/**
 * Strategy cards (§STRATEGY CARDS, §COMPLETE AT-BAT SEQUENCE 4, 6, 8): hands and decks,
 * draws, which cards a manager may play now, and what each effect does. Offense cards
 * only for the team at the plate, defense cards only for the team in the field, utility
 * cards for either; a card's timing names its window.
 */
import { zone } from '../../../engine/hidden';
import { ref } from '../../../engine/messages';
import { RulesError, type RulesCtx, type SeatId } from '../../../engine/types';
import { card, chartResult, fieldingAt, speedOf, strat } from '../content';
import type { AtBat, Cards, ShowdownAction, ShowdownState, ShowdownView } from '../state';
import {
  OUTS,
  POSITIONS,
  type FieldGroup,
  type OnWhat,
  type Position,
  type Result,
  type StratCard,
  type Team,
} from '../types';
import { clampSwing, FRESH } from './atbat';
import type { Mutable } from '../../../engine/copy';
import { copySide } from './copy';
import { expertGroupFielding } from './expert';
import { battingSeat, currentLine, fieldingSeat, sideOf } from './lineup';

const CARDS = '§STRATEGY CARDS';
const SEQ = '§COMPLETE AT-BAT SEQUENCE';

/** The pool of a seat's strategy cards (determinization deals each deck's own cards). */
export const poolOf = (seat: SeatId) => `s${seat}`;

/** A manager's shuffled deck, nothing drawn yet; in series play, his sideboard too. */
export function openingCards(team: Team, seat: SeatId, ctx: RulesCtx, series = false): Cards {
  const pool = poolOf(seat);
  const cards: Cards = {
    deck: zone('none', ctx.rng.shuffle(team.deck ?? []), pool),
    hand: zone([seat], [], pool),
    table: zone('all', [], pool),
    kept: zone('all', [], pool),
    discard: zone('all', [], pool),
  };
  return series ? { ...cards, side: zone([seat], team.sideboard ?? [], pool) } : cards;
}

const mine = (g: ShowdownState, seat: SeatId) => (g.cards as readonly Cards[])[seat] as Cards;

function setCards(g: Mutable<ShowdownState>, seat: SeatId, c: Cards): void {
  const all = (g.cards as readonly Cards[]).slice();
  all[seat] = c;
  g.cards = all;
}

/** Draws up to n cards from the top of the seat's deck (an empty deck gives none). */
export function draw(g: Mutable<ShowdownState>, seat: SeatId, n: number, ctx: RulesCtx): void {
  const c = mine(g, seat);
  const took = c.deck.cards.slice(0, n);
  if (!took.length) return;
  setCards(g, seat, {
    ...c,
    deck: { ...c.deck, cards: c.deck.cards.slice(took.length) },
    hand: { ...c.hand, cards: [...c.hand.cards, ...took] },
  });
  ctx.log('showdown.log.draw', { seat, n: took.length });
  ctx.log('showdown.log.drawSecret', { cards: took.join(', ') }, [seat]);
}

/** Both managers draw (a team's turn at the plate starts). */
export function drawBoth(g: Mutable<ShowdownState>, n: number, ctx: RulesCtx): void {
  if (!g.cards) return;
  draw(g, g.home, n, ctx);
  draw(g, 1 - g.home, n, ctx);
}

const matches = (on: OnWhat, r: Result | null) =>
  r !== null &&
  (on === r ||
    (on === 'out' && OUTS.includes(r)) ||
    (on === 'hit' && !OUTS.includes(r) && r !== 'BB'));

/** Runners who may try to steal: the next base open, never home (0: first, 1: second). */
export function stealBases(s: ShowdownState): number[] {
  const out: number[] = [];
  for (let b = 0; b < 2; b++) if (s.bases[b] && !s.bases[b + 1]) out.push(b);
  return out;
}

/** Why this card cannot be played now by this seat (null: it can). */
function refusal(s: ShowdownState, seat: SeatId, sc: StratCard): [string, string] | null {
  if (sc.type === 'offense' && seat !== battingSeat(s)) return ['offense-only', CARDS];
  if (sc.type === 'defense' && seat !== fieldingSeat(s)) return ['defense-only', CARDS];
  const t = sc.timing;
  const ab = s.ab;
  if (t.w !== s.phase) return ['not-now', SEQ];
  if (t.w === 'on' && !matches(t.on, ab?.result ?? null)) return ['wrong-result', SEQ];
  if (t.w === 'after' && ab?.done !== t.after) return ['wrong-result', SEQ];
  const e = sc.effect;
  if (e.k === 'draw' && mine(s, seat).deck.cards.length === 0) return ['empty-deck', CARDS];
  if (e.k === 'discard' && mine(s, 1 - seat).hand.cards.length === 0) return ['empty-hand', CARDS];
  if (e.k === 'steal' && (s.outs >= 3 || !stealBases(s).length)) return ['no-steal', '§SPEED'];
  return null;
}

/** The cards this seat may play now, one action per name (and per runner for steals). */
export function cardActions(s: ShowdownState, seat: SeatId): ShowdownAction[] {
  const out: ShowdownAction[] = [];
  const hand = mine(s, seat).hand.cards;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as string;
    if (hand.indexOf(c) !== i) continue;
    const sc = strat(c);
    if (refusal(s, seat, sc)) continue;
    if (sc.effect.k === 'steal') for (const b of stealBases(s)) out.push({ t: 'card', c, b });
    else out.push({ t: 'card', c });
  }
  return out;
}

/** Refuses a card this seat may not play now (a RulesError naming the section). */
export function checkCard(s: ShowdownState, seat: SeatId, c: string, b: number | undefined) {
  if (!mine(s, seat).hand.cards.includes(c)) throw new RulesError('not-in-hand', CARDS);
  const sc = strat(c);
  const why = refusal(s, seat, sc);
  if (why) throw new RulesError(why[0], why[1]);
  const steal = sc.effect.k === 'steal';
  if (steal !== (b !== undefined) || (steal && !stealBases(s).includes(b as number)))
    throw new RulesError('bad-runner', '§SPEED');
}

const without = (cards: readonly string[], c: string) => {
  const out = cards.slice();
  out.splice(out.indexOf(c), 1);
  return out;
};

/** Puts the card on the table (or on its player, for a stat change with no duration). */
function putDown(g: Mutable<ShowdownState>, seat: SeatId, c: string, keep: boolean): void {
  const z = mine(g, seat);
  const to = keep ? z.kept : z.table;
  const moved = { ...to, cards: [...to.cards, c] };
  setCards(g, seat, {
    ...z,
    hand: { ...z.hand, cards: without(z.hand.cards, c) },
    ...(keep ? { kept: moved } : { table: moved }),
  });
}

const setAb = (g: Mutable<ShowdownState>, patch: Partial<AtBat>) => {
  g.ab = { ...(g.ab ?? FRESH), ...patch };
};

function setResult(g: Mutable<ShowdownState>, r: Result, ctx: RulesCtx) {
  setAb(g, { result: r });
  ctx.log(`showdown.log.becomes.${r}`, {});
}

/** The defense's Fielding check: d20 + the group's Fielding, 21 or more passes. */
export function fieldingCheck(roll: number, fielding: number): boolean {
  return roll + fielding >= 21;
}

/** A steal: the catcher's d20 + Arm (+5 at third) must beat the runner's Speed. */
export function stealOut(roll: number, arm: number, toThird: boolean, speed: number): boolean {
  return roll + arm + (toThird ? 5 : 0) > speed;
}

const GROUPS = { infield: [1, 2, 3, 4], outfield: [5, 6, 7] } as const;

/** The total Fielding of the infield (1B, 2B, 3B, SS) or the outfield in the field now. */
export function groupFielding(s: ShowdownView, group: FieldGroup): number {
  const def = sideOf(s, fieldingSeat(s));
  // The expert rules let anyone play first base, badly (§EMERGENCY PLAYERS).
  if (s.level === 'expert') return expertGroupFielding(def.field, group);
  let n = 0;
  for (const i of GROUPS[group])
    n += fieldingAt(def.field[i] as string, POSITIONS[i] as Position) ?? 0;
  return n;
}

/** The catcher's Arm and the runner's Speed for a steal from base b. */
export function stealOdds(s: ShowdownView, b: number): { arm: number; speed: number } {
  const catcher = sideOf(s, fieldingSeat(s)).field[0] as string;
  const runner = s.bases[b];
  return { arm: fieldingAt(catcher, 'C') ?? 0, speed: runner ? speedOf(runner.p) : 0 };
}

/** Plays a card already checked: on the table, then its effect. */
export function playCard(
  g: Mutable<ShowdownState>,
  seat: SeatId,
  c: string,
  b: number | undefined,
  ctx: RulesCtx,
): void {
  const sc = strat(c);
  const e = sc.effect;
  const keep = e.k === 'stat' && e.keep;
  putDown(g, seat, c, keep);
  ctx.log('showdown.log.card', { seat, card: c });
  const fs = fieldingSeat(g);
  const def = sideOf(g, fs);
  const off = sideOf(g, battingSeat(g));
  const ab = g.ab ?? FRESH;
  switch (e.k) {
    case 'stat': {
      const p = e.who === 'batter' ? (off.order[off.up] as string) : def.pitcher;
      if (e.keep) g.mods = [...g.mods, { p, stat: e.stat, n: e.n, c, seat }];
      else if (e.stat === 'onBase') setAb(g, { ob: ab.ob + e.n });
      else setAb(g, { ctl: ab.ctl + e.n });
      return;
    }
    case 'swing':
      return setAb(g, { sw: ab.sw + e.n });
    case 'shift': {
      const swing = clampSwing(ab.swing + e.n);
      setAb(g, { swing });
      return setResult(g, chartResult(ab.chart, swing), ctx);
    }
    case 'become':
      return setResult(g, e.r, ctx);
    case 'check': {
      const roll = ctx.rng.rollDie(20);
      const fielding = groupFielding(g, e.group);
      const pass = fieldingCheck(roll, fielding);
      ctx.log(pass ? 'showdown.log.checkPass' : 'showdown.log.checkFail', {
        group: ref(`showdown.w.group.${e.group}`),
        roll,
        fielding,
        total: roll + fielding,
      });
      if (pass === (e.when === 'pass')) setResult(g, e.r, ctx);
      return;
    }
    case 'steal':
      return steal(g, b as number, ctx);
    case 'draw':
      return draw(g, seat, e.n, ctx);
    case 'discard':
      return discardRandom(g, 1 - seat, e.n, ctx);
    case 'ip': {
      const side = copySide(def);
      const line = currentLine(side);
      const pitchers = side.pitchers.slice();
      pitchers[pitchers.length - 1] = { ...line, ip: line.ip + e.n };
      side.pitchers = pitchers;
      const sides = g.sides.slice();
      sides[fs] = side;
      g.sides = sides;
      ctx.log('showdown.log.ip', { pitcher: card(def.pitcher).name, ip: line.ip + e.n });
      return;
    }
  }
}

function steal(g: Mutable<ShowdownState>, b: number, ctx: RulesCtx): void {
  const runner = g.bases[b];
  if (!runner) return;
  const { arm, speed } = stealOdds(g, b);
  const roll = ctx.rng.rollDie(20);
  const out = stealOut(roll, arm, b === 1, speed);
  const bases = g.bases.slice();
  bases[b] = null;
  if (!out) bases[b + 1] = runner;
  g.bases = bases;
  if (out) g.outs += 1;
  ctx.log(out ? 'showdown.log.caught' : 'showdown.log.stole', {
    runner: card(runner.p).name,
    base: ref(`showdown.w.to.${b}`),
    roll,
    arm,
    plus: b === 1 ? 5 : 0,
    total: roll + arm + (b === 1 ? 5 : 0),
    speed,
  });
}

function discardRandom(g: Mutable<ShowdownState>, seat: SeatId, n: number, ctx: RulesCtx): void {
  for (let i = 0; i < n; i++) {
    const z = mine(g, seat);
    if (!z.hand.cards.length) return;
    const c = z.hand.cards[ctx.rng.int(z.hand.cards.length)] as string;
    setCards(g, seat, {
      ...z,
      hand: { ...z.hand, cards: without(z.hand.cards, c) },
      discard: { ...z.discard, cards: [...z.discard.cards, c] },
    });
    ctx.log('showdown.log.discard', { seat, card: c });
  }
}

/**
 * The end of the at-bat: table cards go to the discard piles; a stat change stays on its
 * player while he is in the game, so the card goes when he has left.
 */
export function clearTable(g: Mutable<ShowdownState>): void {
  g.ab = null;
  if (!g.cards) return;
  const gone = (p: string) => g.sides.some((d) => d.gone.includes(p));
  const leaving = g.mods.filter((m) => gone(m.p));
  if (leaving.length) g.mods = g.mods.filter((m) => !gone(m.p));
  for (let seat = 0; seat < 2; seat++) {
    const z = mine(g, seat);
    let kept = z.kept.cards;
    const out = z.table.cards.slice();
    for (const m of leaving) {
      if (m.seat !== seat) continue;
      kept = without(kept, m.c);
      out.push(m.c);
    }
    if (!out.length) continue;
    setCards(g, seat, {
      ...z,
      table: { ...z.table, cards: [] },
      kept: { ...z.kept, cards: kept },
      discard: { ...z.discard, cards: [...z.discard.cards, ...out] },
    });
  }
}
