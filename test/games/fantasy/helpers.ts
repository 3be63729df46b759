import type { MsgArgs } from '../../../src/engine/types';
/**
 * Test helpers for Fantasy Fantasy Baseball: play moves through the module, and rig a state
 * (hands, Win cards, Event) by swapping cards between zones, so every card stays in exactly
 * one zone and the invariants keep holding.
 */
import { expect } from 'vitest';
import type { Zone } from '../../../src/engine/hidden';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import { fantasyModule } from '../../../src/games/fantasy';
import { CHARACTERS, charInfo, WIN_CARDS } from '../../../src/games/fantasy/content';
import type { FantasyAction, FantasyState, Mgr } from '../../../src/games/fantasy/state';
import type { Options } from '../../../src/engine/types';
import type { Ability, CharacterCard, Stat } from '../../../src/games/fantasy/types';

export type { FantasyAction, FantasyState };

/** Log lines of the last moves played with `act`. */
export const lastLog: { msg: string; args?: MsgArgs }[] = [];

/** A new game after setup. */
export function start(seats: number, options: Options = {}, seed = 'test'): FantasyState {
  const { ctx } = makeCtx(parseSeed(seed), 0);
  return fantasyModule.setup(ctx, seats, options);
}

let moveNo = 1;

/** Plays one move through the module (illegal moves throw the RulesError). */
export function act(s: FantasyState, seat: number, a: FantasyAction): FantasyState {
  const { ctx, lines } = makeCtx(parseSeed(`move-${moveNo++}`), moveNo);
  const next = fantasyModule.apply(s, seat, a, ctx);
  lastLog.length = 0;
  lastLog.push(...lines);
  expect(fantasyModule.invariants?.(next) ?? []).toEqual([]);
  return next;
}

/** Whether the last moves logged this message key. */
export function logged(msg: string): boolean {
  return lastLog.some((l) => l.msg === msg);
}

/** Draft (first card each time) and discard (first card) for every seat, to month 1. */
export function toMonth(s0: FantasyState): FantasyState {
  let s = s0;
  while (s.phase === 'draft' || s.phase === 'discard') {
    for (const p of fantasyModule.prompts(s)) {
      const a = fantasyModule.actions(s, p.seat)[0];
      if (a) s = act(s, p.seat, a);
    }
  }
  return s;
}

type Slot = { get(s: FantasyState): Zone; set(s: FantasyState, z: Zone): void };

/** Every character zone of a (mutable, cloned) state. */
function charSlots(s: FantasyState): Slot[] {
  const top = ['charDeck', 'discard', 'pool', 'drawn'] as const;
  const out: Slot[] = top.map((k) => ({
    get: (x) => x[k],
    set: (x, z) => ((x as unknown as Record<string, Zone>)[k] = z),
  }));
  s.drafts.forEach((_, i) =>
    out.push({ get: (x) => x.drafts[i] as Zone, set: (x, z) => ((x.drafts as Zone[])[i] = z) }),
  );
  s.mgrs.forEach((g, m) => {
    for (const k of ['hand', 'bench', 'used', 'out', 'locked'] as const) {
      out.push({
        get: (x) => (x.mgrs[m] as Mgr)[k],
        set: (x, z) => (((x.mgrs[m] as unknown as Record<string, Zone>)[k] as Zone) = z),
      });
    }
    g.slots.forEach((_, i) =>
      out.push({
        get: (x) => (x.mgrs[m] as Mgr).slots[i] as Zone,
        set: (x, z) => (((x.mgrs[m] as Mgr).slots as Zone[])[i] = z),
      }),
    );
  });
  return out;
}

/** Moves `cards` into the zone `target` picks, swapping out its other cards to where they came from. */
function swapInto(
  s0: FantasyState,
  target: Slot,
  cards: readonly string[],
  slots: Slot[],
): FantasyState {
  const s = structuredClone(s0);
  for (const c of cards) {
    const have = target.get(s);
    if (have.cards.includes(c)) continue;
    const from = slots.find((z) => z.get(s).cards.includes(c));
    if (!from) throw new Error(`card ${c} not found`);
    const spare = have.cards.find((x) => !cards.includes(x));
    const src = from.get(s);
    const srcCards = src.cards
      .map((x) => (x === c ? spare : x))
      .filter((x): x is string => x !== undefined);
    from.set(s, { $zone: src.$zone, cards: srcCards });
    const now = target.get(s);
    const cardsNow =
      spare === undefined ? [...now.cards, c] : now.cards.map((x) => (x === spare ? c : x));
    target.set(s, { $zone: now.$zone, cards: cardsNow });
  }
  return s;
}

/** Manager m's hand becomes exactly `cards` (same size as before). */
export function rigHand(s: FantasyState, m: number, cards: readonly string[]): FantasyState {
  const slots = charSlots(s);
  const target = slots.find((z) => z.get(s) === (s.mgrs[m] as Mgr).hand) as Slot;
  return swapInto(s, target, cards, slots);
}

/** The Win cards on the bases become `wins` (slot order), swapped with the Win deck. */
export function rigBases(s0: FantasyState, wins: readonly string[]): FantasyState {
  const s = structuredClone(s0);
  wins.forEach((w, i) => {
    const base = s.bases[i] as Zone;
    const old = base.cards[0];
    if (old === w) return;
    const zones: Zone[] = [s.winDeck, ...s.bases, ...s.mgrs.map((g) => g.wins), s.aside];
    const from = zones.find((z) => z.cards.includes(w)) as Zone;
    (from.cards as string[]).splice(from.cards.indexOf(w), 1, ...(old ? [old] : []));
    (s.bases as Zone[])[i] = { $zone: 'all', cards: [w], pool: 'win' };
  });
  return s;
}

/** Puts `id` (or nothing) as the active Event card (swapped with the Event deck). */
export function rigEvent(s0: FantasyState, id: string | null): FantasyState {
  const s = structuredClone(s0);
  const deck = s.eventDeck.cards as string[];
  const now = s.event.cards[0];
  if (now) deck.push(now);
  if (id) deck.splice(deck.indexOf(id), 1);
  s.event = { $zone: 'all', cards: id ? [id] : [], pool: 'event' };
  return s;
}

/** Places a manager's four characters (in base order); the two others go to the bench. */
export function setLineup(
  s: FantasyState,
  m: number,
  cards: readonly string[],
  o?: number[],
): FantasyState {
  let next = s;
  cards.forEach((c, i) => {
    next = act(next, m, s.opt.moreWins ? { t: 'place', c, o: o?.[i] ?? 0 } : { t: 'place', c });
  });
  return next;
}

/** The first character with this ability (optionally also matching a test). */
export function withAbility(ab: Ability, test: (c: CharacterCard) => boolean = () => true): string {
  const c = CHARACTERS.find((x) => x.ability === ab && test(x));
  if (!c) throw new Error(`no ${ab} character`);
  return c.id;
}

/** Characters matching a test, excluding some ids. */
export function chars(test: (c: CharacterCard) => boolean, not: readonly string[] = []): string[] {
  return CHARACTERS.filter((c) => test(c) && !not.includes(c.id)).map((c) => c.id);
}

/** A Win card requiring exactly these stats (in any order). */
export function winFor(...req: Stat[]): string {
  const w = WIN_CARDS.find(
    (x) => x.req.length === req.length && req.every((r) => x.req.includes(r)),
  );
  if (!w) throw new Error(`no Win card for ${req.join('+')}`);
  return w.id;
}

/** A character's printed stat. */
export const stat = (c: string, st: Stat): number => charInfo(c).card.stats[st] ?? 0;

/** Legal actions of a seat. */
export const legal = (s: FantasyState, seat: number) => fantasyModule.actions(s, seat);

/** One manager's lineup (base 1 first) and bench for a scenario. */
export interface Side {
  lineup: string[];
  bench: string[];
}

/**
 * A game at week 1's magic window with rigged rosters and Win cards (month 1, no Event
 * unless given). Turn Order is seat 0, 1, 2, ... (Waiver Order reversed).
 */
export function scenario(
  sides: Side[],
  wins: readonly string[],
  options: Options = {},
  event: string | null = null,
): FantasyState {
  const n = sides.length;
  let s = structuredClone(toMonth(start(n, options, 'scenario')));
  (s as unknown as { order: number[] }).order = Array.from({ length: n }, (_, i) => n - 1 - i);
  if (options.events) s = rigEvent(s, event);
  s = rigBases(s, wins);
  sides.forEach((side, m) => {
    s = rigHand(s, m, [...side.lineup, ...side.bench]);
  });
  sides.forEach((side, m) => {
    s = setLineup(s, m, side.lineup);
  });
  return s;
}

/** Everyone still to act in the magic window passes (the week then resolves). */
export function passAll(s0: FantasyState): FantasyState {
  let s = s0;
  const week = s.week;
  const month = s.month;
  while (s.phase === 'magic' && s.week === week && s.month === month && !s.pending) {
    const p = fantasyModule.prompts(s)[0];
    if (!p) break;
    s = act(s, p.seat, { t: 'pass' });
  }
  return s;
}

/**
 * Plays until `done(s)`: the first prompted seat takes a pass when it may, otherwise its
 * first legal action (or `choose` when given).
 */
export function playUntil(
  s0: FantasyState,
  done: (s: FantasyState) => boolean,
  choose?: (s: FantasyState, seat: number, actions: FantasyAction[]) => FantasyAction,
): FantasyState {
  let s = s0;
  for (let guard = 0; guard < 5000 && !done(s); guard++) {
    const p = fantasyModule.prompts(s)[0];
    if (!p) break;
    const as = legal(s, p.seat);
    const a = choose?.(s, p.seat, as) ?? as.find((x) => x.t === 'pass') ?? (as[0] as FantasyAction);
    s = act(s, p.seat, a);
  }
  return s;
}

/** The state with manager m's Stat Track pegs set. */
export function withTrack(s: FantasyState, m: number, track: number[]): FantasyState {
  const mgrs = s.mgrs.slice();
  mgrs[m] = { ...(s.mgrs[m] as Mgr), track };
  return { ...s, mgrs };
}
