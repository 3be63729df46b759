import type { MsgArgs } from '../../../src/engine/types';
/**
 * Test helpers for You're the GM!: play moves through the module, and rig a table (teams,
 * rosters with dice, money) by moving cards out of the deck, so every card stays in exactly
 * one zone and the invariants keep holding.
 */
import { expect } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import { parseSeed } from '../../../src/engine/rng';
import { makeCtx } from '../../../src/engine/session';
import { gmModule } from '../../../src/games/gm';
import { player, teamCard } from '../../../src/games/gm/content';
import type { GmAction, GmState, Signed } from '../../../src/games/gm/state';
import type { Skill } from '../../../src/games/gm/types';

export type { GmAction, GmState };

/** Log lines of the last move played with `act`. */
export const lastLog: { msg: string; args?: MsgArgs }[] = [];

/** A new game after setup (before the Team choice). */
export function start(seats: number, seed = 'test'): GmState {
  const { ctx } = makeCtx(parseSeed(seed), 0);
  return gmModule.setup(ctx, seats, {});
}

let moveNo = 1;

/** Plays one move through the module (an illegal move throws its RulesError). */
export function act(s: GmState, seat: number, a: GmAction): GmState {
  const { ctx, lines } = makeCtx(parseSeed(`move-${moveNo++}`), moveNo);
  const next = gmModule.apply(s, seat, a, ctx);
  lastLog.length = 0;
  lastLog.push(...lines);
  expect(gmModule.invariants?.(next) ?? []).toEqual([]);
  return next;
}

/** Whether the last move logged this message key. */
export const logged = (msg: string): boolean => lastLog.some((l) => l.msg === msg);

/** Everyone plays the first card dealt to them Team side up: the draft of season 1 begins. */
export function chooseAll(s: GmState): GmState {
  let cur = s;
  for (let m = 0; m < s.seats; m++)
    cur = act(cur, m, { t: 'choose', team: cur.gms[m]?.offer[0] ?? '' });
  return cur;
}

/** A player on a rigged roster: its card id, dice (null: open) and tokens. */
export interface RigCard {
  id: string;
  dice?: (Skill | null)[];
  paid?: number;
  kept?: boolean;
}

export interface Rig {
  team?: string;
  manager?: string;
  roster?: RigCard[];
  minors?: RigCard[];
  /** Uncommitted money; the budget is set to this plus the tokens on cards. */
  cash?: number;
  held?: (Skill | null)[];
  trophies?: number;
}

const inst = (c: RigCard): Signed => ({
  id: c.id,
  paid: c.paid ?? player(c.id).salary,
  dice: c.dice ?? player(c.id).slots.map(() => null),
  kept: c.kept ?? false,
});

/** GM `m` set up as described; the named cards are taken from wherever they were. */
export function rig(s: GmState, m: number, r: Rig): GmState {
  const ids = [...(r.roster ?? []), ...(r.minors ?? [])].map((c) => c.id);
  const take = <C extends string | Signed>(cards: readonly C[]) =>
    cards.filter((c) => !ids.includes(typeof c === 'string' ? c : c.id));
  const strip = <C extends string | Signed>(z: { $zone: unknown; cards: readonly C[] }) => ({
    ...z,
    cards: take(z.cards),
  });
  const gms = s.gms.map((g0, k) => {
    const g = {
      ...g0,
      hand: strip(g0.hand),
      pick: strip(g0.pick),
      roster: strip(g0.roster),
      minors: strip(g0.minors),
    } as typeof g0;
    if (k !== m) return g;
    const roster = (r.roster ?? g.roster.cards).map((c) =>
      'kept' in c && 'paid' in c && 'dice' in c ? c : inst(c),
    );
    const minors = (r.minors ?? g.minors.cards).map((c) =>
      'kept' in c && 'paid' in c && 'dice' in c ? c : inst(c),
    );
    const team = r.team ?? g.team ?? 't01';
    const manager = r.manager ?? g.manager ?? 't02';
    const tokens = [...roster, ...minors].reduce((n, c) => n + (c as Signed).paid, 0);
    const cash = r.cash ?? g.cash;
    return {
      ...g,
      team,
      manager,
      roster: zone('all', roster as Signed[]),
      minors: zone('all', minors as Signed[]),
      cash,
      budget: cash + tokens,
      held:
        r.held ??
        (r.manager || !g.held.length
          ? Array.from({ length: teamCard(manager).manager.slots }, () => null)
          : g.held),
      trophies: r.trophies ?? g.trophies,
    };
  });
  const deck = { ...s.deck, cards: take(s.deck.cards) };
  const discard = { ...s.discard, cards: take(s.discard.cards) };
  // Keep $seen aligned with the cards left in the discard pile.
  const out: GmState = { ...s, gms, deck, discard: { $zone: discard.$zone, cards: discard.cards } };
  return out;
}

/** Ids of the first cards in the deck matching a test (for scenarios that need any such card). */
export function cardsWhere(
  f: (id: string) => boolean,
  n: number,
  exclude: string[] = [],
): string[] {
  const out: string[] = [];
  for (let i = 1; i <= 144 && out.length < n; i++) {
    const id = `p${String(i).padStart(3, '0')}`;
    if (!exclude.includes(id) && f(id)) out.push(id);
  }
  return out;
}

/** Card ids in the deck now, in deck order. */
export const inDeck = (s: GmState): string[] => s.deck.cards.slice();

/** GM `m` holds exactly `ids` (taken from the deck); its old hand goes back to the deck. */
export function setHand(s: GmState, m: number, ids: string[]): GmState {
  const g = s.gms[m];
  if (!g) throw new Error(`no GM ${m}`);
  const back = g.hand.cards.filter((c) => !ids.includes(c));
  const deck = [...s.deck.cards.filter((c) => !ids.includes(c)), ...back];
  const gms = s.gms.slice();
  gms[m] = { ...g, hand: { ...g.hand, cards: ids } };
  return { ...s, gms, deck: { ...s.deck, cards: deck } };
}

/**
 * The table moved straight to §2 Team Dice with these unassigned dice (hands go back to the
 * deck): for scenarios about placing dice.
 */
export function atTeamDice(s: GmState, pools: Skill[][]): GmState {
  const back = s.gms.flatMap((g) => g.hand.cards);
  const gms = s.gms.map((g, m) => ({
    ...g,
    hand: { ...g.hand, cards: [] },
    pool: pools[m] ?? [],
  }));
  return {
    ...s,
    phase: 'team',
    gms,
    deck: { ...s.deck, cards: [...s.deck.cards, ...back] },
    done: s.gms.map(() => false),
  };
}

/** A rules context for calling a phase function directly. */
export const ctxFor = (seed: string) => makeCtx(parseSeed(seed), 1).ctx;

/**
 * The table moved straight to the step before §4 Scoring, every GM ready but seat 0, whose
 * `ready` then scores the season.
 */
export function atScoring(s: GmState): GmState {
  const back = s.gms.flatMap((g) => g.hand.cards);
  return {
    ...s,
    phase: 'final',
    gms: s.gms.map((g) => ({ ...g, hand: { ...g.hand, cards: [] }, pool: [] })),
    deck: { ...s.deck, cards: [...s.deck.cards, ...back] },
    done: s.gms.map((_, m) => m !== 0),
  };
}
