/**
 * Hitting for the Cycle (LoB 5.3.8, A22): once a phase, as the turn's action, the owner pays
 * for a single, double, triple or home run and draws 1-4 cards into `state.cycle` (seen by
 * him only). He then places them one at a time: `cyclePlace` discards or keeps one (up to the
 * hit's quotas), and the last card is played with `cyclePlay` for its event on a target or
 * for an OPS use, exactly as from the hand (every rule of 5.3.1-5.3.7 applies, and the turn
 * ends with it). A single's card may be discarded instead. A last card with no legal play is
 * discarded (decision): the purchase is not undone.
 */
import { zone } from '../../../engine/hidden';
import { ref } from '../../../engine/messages';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { RulesError } from '../../../engine/types';
import type { CycleHit } from '../content/charts';
import { actionCard } from '../content/deck';
import type { Effect } from '../types';
import type { LordsState, OpsUse } from '../state';
import { cycleSpec } from './actions';
import { eiRule } from './extraInnings';
import { drawCards, isCompulsory } from './cards';
import { ownerAt, pay, withOwner } from './owner';
import { checkActive, endTurn, playEvent, playOps, useAction } from './turn';
import { editOwner, editState } from './copy';
import { withCards } from '../../../engine/zones';

/** Buys a Cycle hit (LoB 5.3.8): the Cycle action card is used and the cards are drawn. */
export function buyCycle(s: LordsState, seat: SeatId, hit: CycleHit, ctx: RulesCtx): LordsState {
  checkActive(s, seat);
  must(hit in { single: 1, double: 1, triple: 1, homeRun: 1 }, 'no-such-hit', '5.3.8');
  // 12.1: an Extra Innings card may make every hit cheaper.
  const spec = cycleSpec(hit, eiRule(s, 'cycleDiscount')?.amount);
  const me = pay(useAction(ownerAt(s, seat), 'cycle'), spec.cost, '5.3.8');
  const [cards, drawn] = drawCards(withOwner(s, seat, me), spec.draw, ctx.rng);
  ctx.log('lords.cycle', { seat, hit: ref(`lords.hit.${hit}`), n: cards.length });
  const next: LordsState = editState(drawn, {
    cycle: { seat, hit, placed: 0, cards: zone([seat], cards) },
  });
  // An empty deck and discard pile: nothing to place, the turn is over.
  return cards.length === 0 ? endTurn(editState(next, { cycle: null }), seat) : next;
}

/** How many of a hit's cards are still to be discarded and kept. */
function quotas(s: LordsState): { discard: number; keep: number } {
  const c = s.cycle;
  must(c !== null, 'no-cycle', '5.3.8');
  const spec = cycleSpec(c.hit);
  const placed = c.placed;
  // Cards are discarded first, then kept, then the last one played: any order of choice
  // among the drawn cards, but the counts are the hit's (cyclePlacementOk).
  const discard = Math.max(0, spec.discard - placed);
  const keep = Math.max(0, spec.keep - Math.max(0, placed - spec.discard));
  return { discard, keep };
}

function checkPlacer(s: LordsState, seat: SeatId, card: string): void {
  const c = s.cycle;
  must(c !== null && c.seat === seat, 'no-cycle', '5.3.8');
  must(s.window === null && s.effects === null, 'window-open', '5.3.10');
  must(c.cards.cards.includes(card), 'not-drawn', '5.3.8', card);
}

const without = (cards: readonly string[], card: string) => {
  const i = cards.indexOf(card);
  return cards.filter((_, k) => k !== i);
};

/** Discards or keeps one drawn card (LoB 5.3.8), within the hit's quotas. */
export function placeCycleCard(
  s: LordsState,
  seat: SeatId,
  card: string,
  to: 'discard' | 'keep',
): LordsState {
  checkPlacer(s, seat, card);
  const c = s.cycle;
  must(c !== null, 'no-cycle', '5.3.8');
  const left = c.cards.cards.length;
  const q = quotas(s);
  if (to === 'keep') {
    must(left > 1 && q.discard === 0 && q.keep > 0, 'cycle-no-keep', '5.3.8');
    const o = ownerAt(s, seat);
    const hand = withCards(o.hand, [...o.hand.cards, card]);
    return editState(withOwner(s, seat, editOwner(o, { hand })), {
      cycle: { ...c, placed: c.placed + 1, cards: zone([seat], without(c.cards.cards, card)) },
    });
  }
  // The last card is played, unless the hit is a single or it has no legal play.
  must(
    (left > 1 && q.discard > 0) || (left === 1 && (c.hit === 'single' || !hasPlay(s, seat, card))),
    'cycle-must-play',
    '5.3.8',
  );
  const rest = without(c.cards.cards, card);
  const next: LordsState = editState(s, {
    discard: withCards(s.discard, [card, ...s.discard.cards]),
    cycle: rest.length > 0 ? { ...c, placed: c.placed + 1, cards: zone([seat], rest) } : null,
  });
  return rest.length > 0 ? next : endTurn(next, seat);
}

/**
 * Plays the last drawn card (LoB 5.3.8): `use` 'event' plays its in-season event on
 * `target`, an OPS use plays it for its OPS (5.3.2-5.3.7), as if from the hand.
 */
export function playCycleCard(
  s: LordsState,
  seat: SeatId,
  card: string,
  use: OpsUse | 'event',
  target: SeatId,
): LordsState {
  checkPlacer(s, seat, card);
  const c = s.cycle;
  must(c !== null && c.cards.cards.length === 1, 'cycle-place-first', '5.3.8');
  const o = ownerAt(s, seat);
  const held = withOwner(
    editState(s, { cycle: null }),
    seat,
    editOwner(o, { hand: withCards(o.hand, [...o.hand.cards, card]) }),
  );
  return use === 'event'
    ? playEvent(held, seat, card, target)
    : playOps(held, seat, card, use, target);
}

const OPS_USES: readonly OpsUse[] = [
  'superstar',
  'allStar',
  'managerCard',
  'money',
  'losses',
  'journeymen',
];

/** Whether the drawn card has any legal play now (events on any target, or any OPS use). */
export function hasPlay(s: LordsState, seat: SeatId, card: string): boolean {
  const c = s.cycle;
  if (c === null) return false;
  // Before the late season any card but a compulsory one may be played for money (5.3.5).
  if (!isCompulsory(card) && s.phase !== 'ls') return true;
  const held = editState(s, { cycle: { ...c, cards: zone([seat], [card]) } });
  // An event whose effects are refused when they run (after the play is accepted) is no play.
  const eventRuns = !(actionCard(card)?.inSeason.effects ?? []).some((e) => refused(e, s.phase));
  for (let target = 0; target < s.seats; target++)
    for (const use of [...(eventRuns ? ['event' as const] : []), ...OPS_USES]) {
      try {
        playCycleCard(held, seat, card, use, target);
        return true;
      } catch (e) {
        if (!(e instanceof RulesError)) throw e;
      }
    }
  return false;
}

/**
 * An effect that is always refused when it runs as an in-season event (effects.ts): a re-roll
 * or DRM card outside a roll window (6.2.2), a strike after the mid season (6.2.1.2).
 */
function refused(e: Effect, phase: LordsState['phase']): boolean {
  switch (e.k) {
    case 'reroll':
    case 'rollMod':
      return true;
    case 'strike':
      return phase !== 'es' && phase !== 'ms';
    case 'per':
      return e.each.some((x) => refused(x, phase));
    default:
      return false;
  }
}
