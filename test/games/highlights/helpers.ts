/**
 * Test helpers for Highlights 2045: start a match, play moves through the module (checking
 * the invariants after each), and rig a mini-game (hands, home team, runners) by moving
 * cards between zones so every card stays in exactly one place.
 */
import { expect } from 'vitest';
import { parseSeed } from '../../../src/engine/rng';
import { makeCtx } from '../../../src/engine/session';
import type { Options } from '../../../src/engine/types';
import { highlightsModule as hl } from '../../../src/games/highlights';
import { card, isFreeAgent } from '../../../src/games/highlights/content';
import { playOrder, proceed } from '../../../src/games/highlights/rules/minigame';
import type { Base, HlAction, HlState, Side } from '../../../src/games/highlights/state';
import { EXPANSIONS } from '../../../src/games/highlights/types';

export { hl };
export const lastLog: { msg: string; args?: Record<string, unknown> }[] = [];
let moveNo = 1;

/** A new match after setup. */
export function start(seats: number, options: Options = {}, seed = 'test'): HlState {
  const { ctx } = makeCtx(parseSeed(seed), 0);
  return hl.setup(ctx, seats, options);
}

/** Plays one move (illegal moves throw their RulesError); the invariants must hold after it. */
export function act(s: HlState, seat: number, a: HlAction): HlState {
  const { ctx, lines } = makeCtx(parseSeed(`move-${moveNo++}`), moveNo);
  const next = hl.apply(s, seat, a, ctx);
  lastLog.length = 0;
  lastLog.push(...lines);
  expect(hl.invariants?.(next) ?? []).toEqual([]);
  return next;
}

export const logged = (msg: string) => lastLog.some((l) => l.msg === msg);
export const side = (s: HlState, i: number): Side => s.sides[i] as Side;
/** The card id of a card by name. */
export const byName = (s: HlState, name: string): string => {
  for (const sd of s.sides)
    for (const z of [sd.lineup, sd.hand, sd.dugout, sd.minors, sd.onDeck, sd.inPlay])
      for (const c of z.cards) if (card(c).name === name) return c;
  for (const c of [...s.fa.cards, ...s.row.cards]) if (card(c).name === name) return c;
  throw new Error(`no card named ${name}`);
};

/** Moves a Free Agent card onto a seat's roster (a starting card goes down to its Minors). */
export function sign(s: HlState, i: number, id: string, keep: readonly string[] = []): void {
  const sd = side(s, i);
  if (sd.roster.includes(id)) return;
  if (!isFreeAgent(id)) throw new Error(`${id} is another team's card`);
  const inRow = s.row.cards.indexOf(id);
  if (inRow >= 0) {
    const [refill, ...rest] = s.fa.cards;
    s.row = { ...s.row, cards: s.row.cards.map((c, k) => (k === inRow ? (refill as string) : c)) };
    s.fa = { ...s.fa, cards: rest };
  } else s.fa = { ...s.fa, cards: s.fa.cards.filter((c) => c !== id) };
  const gone = [...sd.lineup.cards, ...sd.hand.cards].find((c) => !keep.includes(c)) as string;
  for (const z of ['lineup', 'hand'] as const)
    sd[z] = { ...sd[z], cards: sd[z].cards.map((c) => (c === gone ? id : c)) };
  sd.minors = { ...sd.minors, cards: [gone, ...sd.minors.cards] };
  sd.roster = [...sd.roster.filter((c) => c !== gone), id];
}

export interface Rig {
  home: number;
  hands: readonly (readonly string[])[];
  bases?: readonly (readonly Base[])[];
  runs?: readonly number[];
}

/**
 * A two-player mini-game about to start with the given hands (missing cards filled from the
 * Lineup) and home team: the Visitor is up first.
 */
export function rig(s0: HlState, r: Rig): HlState {
  const s = structuredClone(s0);
  r.hands.forEach((ids, i) => {
    for (const id of ids) sign(s, i, id, ids);
    const sd = side(s, i);
    const all = [...sd.hand.cards, ...sd.lineup.cards];
    const rest = all.filter((c) => !ids.includes(c));
    const hand = [...ids, ...rest.slice(0, 6 - ids.length)];
    sd.hand = { ...sd.hand, cards: hand };
    sd.lineup = {
      $zone: 'none',
      cards: all.filter((c) => !hand.includes(c)),
      pool: sd.lineup.pool,
      $set: [i],
    };
    sd.prep = 'ready';
    const given = r.bases?.[i] ?? [];
    sd.bases = given.length === 3 ? [...given] : [null, null, null];
    sd.runs = r.runs?.[i] ?? 0;
    sd.tally = { placed: sd.bases.filter((b) => b).length + sd.runs, crossed: sd.runs, removed: 0 };
  });
  s.game = {
    ...s.game,
    players: [0, 1],
    home: r.home,
    seq: playOrder([0, 1], r.home),
    at: 0,
    step: 'next',
  };
  s.phase = 'play';
  const { ctx } = makeCtx(parseSeed('rig'), 0);
  proceed(s, ctx);
  return s;
}

/** The threatened results of a side, or [] */
export const threat = (s: HlState, i: number) => side(s, i).threat?.results ?? [];

/** A copy with Free Agent card `id` (from the deck) moved to the top of the deck. */
export function faTop(s0: HlState, id: string): HlState {
  const s = structuredClone(s0);
  s.fa = { ...s.fa, cards: [id, ...s.fa.cards.filter((c) => c !== id)] };
  return s;
}

/** A Free Agent card of a kind from the deck (not the row), for Checks. */
export function faOfKind(s: HlState, kind: string): string {
  const id = s.fa.cards.find((c) => card(c).kind === kind);
  if (!id) throw new Error(`no ${kind} in the deck`);
  return id;
}

/** Options with every expansion's cards in the Free Agent deck. */
export const ALL_EXPANSIONS: Record<string, boolean> = Object.fromEntries(
  EXPANSIONS.map((e) => [e, true]),
);

/** Rigs a mini-game and plays the cards in order (seat, card), taking option 0 of any choice. */
export function playCards(
  s0: HlState,
  r: Rig,
  plays: readonly (readonly [number, string])[],
): HlState {
  let s = rig(s0, r);
  for (const [seat, c] of plays) {
    s = act(s, seat, { t: 'play', card: c });
    while (s.pending && s.pending.k !== 'save') {
      const p = hl.prompts(s)[0];
      if (!p) break;
      s = act(s, p.seat, { t: 'choose', i: 0 });
    }
  }
  return s;
}
