/**
 * §1 Free Agency Draft: everyone draws five, then secretly signs or declines one card of the
 * hand they hold, all choices are revealed together, and the hands pass clockwise.
 */
import { hidden } from '../../../engine/hidden';
import { must, type RulesCtx } from '../../../engine/types';
import { player } from '../content';
import type { Choice, Gm, GmState, Signed } from '../state';
import {
  copyGm,
  edit,
  gm,
  managerAbility,
  otherWithLogo,
  remake,
  rosterOf,
  signed,
} from './helpers';

const SIGN = '§1 Free Agency Draft 2';
/** §1 Roster Size: at most five on the Active Roster. */
export const ROSTER_MAX = 5;
/** D10: the Minor Leagues hold at most five prospects. */
export const MINORS_MAX = 5;
const HAND = 5;

/** What signing `c` costs GM `g` now: its salary less any signing discount (D14). */
export function costFor(g: Pick<Gm, 'roster' | 'manager'>, c: string): number {
  const p = player(c);
  let cost = p.salary;
  const ab = p.ability;
  if (ab?.k === 'signDiscount' && otherWithLogo(rosterOf(g), -1, ab.logo)) cost -= ab.n;
  if (managerAbility(g) === 'discount' && p.salary >= 3) cost -= 1;
  return Math.max(0, cost);
}

/** Why GM `g` may not sign `c`, or null if it may (§1 Roster Size, Your Budget; D10). */
export function signProblem(g: Gm, c: string): [string, string] | null {
  const p = player(c);
  if (p.prospect) {
    return g.minors.cards.length >= MINORS_MAX ? ['minors-full', '§1 Free Agency Draft 2'] : null;
  }
  if (g.roster.cards.length >= ROSTER_MAX) return ['roster-full', '§1 Roster Size'];
  if (g.cash < costFor(g, c)) return ['cannot-afford', '§1 Your Budget'];
  return null;
}

/** Draws five cards for every GM, reshuffling the discards when the deck runs out (D8). */
export function startDraft(s: GmState, ctx: RulesCtx): GmState {
  let deck = s.deck.cards.slice();
  let discard = s.discard;
  const gms = s.gms.map((g0, m) => {
    if (deck.length < HAND && discard.cards.length) {
      deck = deck.concat(ctx.rng.shuffle(discard.cards));
      discard = remake(discard, []);
      ctx.log('gm.log.reshuffle');
    }
    const g = copyGm(g0);
    g.hand = remake(g0.hand, deck.slice(0, HAND), [m]);
    deck = deck.slice(HAND);
    return g;
  });
  ctx.log('gm.log.season', { season: s.season });
  return edit(s, {
    phase: 'draft',
    deck: remake(s.deck, deck),
    discard,
    gms,
    done: s.gms.map(() => false),
  });
}

/** GM `m` secretly signs or declines card `c` of the hand it holds. */
export function chooseCard(
  s: GmState,
  m: number,
  c: string,
  choice: Choice,
  ctx: RulesCtx,
): GmState {
  must(s.phase === 'draft', 'not-drafting', SIGN);
  must(!s.done[m], 'already-chose', SIGN, 'you have already signed or declined from this hand');
  const g0 = gm(s, m);
  must(g0.hand.cards.includes(c), 'not-in-hand', SIGN);
  if (choice === 'sign') {
    const why = signProblem(g0, c);
    must(why === null, why?.[0] ?? '', why?.[1] ?? SIGN);
  }
  const g = copyGm(g0);
  g.hand = remake(
    g0.hand,
    g0.hand.cards.filter((x) => x !== c),
  );
  g.pick = remake(g0.pick, [c]);
  g.choice = hidden([m], choice, 'decline');
  const gms = s.gms.slice();
  gms[m] = g;
  const done = s.done.slice();
  done[m] = true;
  ctx.log('gm.log.chose', { seat: m });
  return edit(s, { gms, done });
}

/** Whether every GM has chosen from the hand it holds. */
export const pickOver = (s: GmState): boolean => s.phase === 'draft' && s.done.every(Boolean);

/** Whether the draft is over: every hand is empty. */
export const draftOver = (s: GmState): boolean => s.gms.every((g) => g.hand.cards.length === 0);

/** Reveals every choice together, signs or discards, then passes the hands clockwise. */
export function reveal(s: GmState, ctx: RulesCtx): GmState {
  let discard = s.discard;
  const gms = s.gms.map((g0, m) => {
    const c = g0.pick.cards[0];
    const g = copyGm(g0);
    g.pick = remake(g0.pick, []);
    g.choice = hidden([m], 'decline', 'decline');
    if (c === undefined) return g;
    if (g0.choice.value === 'sign' && signProblem(g0, c) === null) {
      Object.assign(g, signCard(g0, c));
      ctx.log(player(c).prospect ? 'gm.log.signProspect' : 'gm.log.sign', {
        seat: m,
        card: player(c).name,
        cost: costFor(g0, c),
      });
    } else {
      // D9: a declined card goes face down to the discard pile.
      discard = remake(discard, [c, ...discard.cards]);
      ctx.log('gm.log.decline', { seat: m });
    }
    return g;
  });
  const next = edit(s, { gms, discard, done: s.gms.map(() => false) });
  if (draftOver(next)) return next;
  // Clockwise is the seat order: seat i receives the hand of seat i - 1.
  const n = s.seats;
  const passed = next.gms.map((g, i) => {
    const from = gm(next, (i - 1 + n) % n);
    const h = copyGm(g);
    h.hand = remake(from.hand, from.hand.cards, [i]);
    return h;
  });
  ctx.log('gm.log.pass');
  return edit(next, { gms: passed });
}

/** GM `g` after signing `c`: tokens from uncommitted money, the card placed (§1 Sign). */
function signCard(g: Gm, c: string): Partial<Gm> {
  const p = player(c);
  const cost = costFor(g, c);
  let card: Signed = signed(c, cost);
  const ab = p.ability;
  if (ab?.k === 'signDie') {
    // D14: the free die goes on the first slot showing its icon (the card has one).
    const at = p.slots.indexOf(ab.skill);
    const dice = card.dice.slice();
    dice[at < 0 ? 0 : at] = ab.skill;
    card = { ...card, dice };
  }
  if (p.prospect) return { minors: remake(g.minors, [...g.minors.cards, card]) };
  // "Place them next to the right-most card on your Active Roster."
  return { cash: g.cash - cost, roster: remake(g.roster, [...g.roster.cards, card]) };
}
