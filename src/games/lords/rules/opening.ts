/**
 * From set-up to the first pitch, as steps of the game (LoB 3.0-3.5, 4.1, 5.2): set-up
 * choices in seat order (public), the deal and the redraw, the off-season's turn order,
 * promotional discard, community event, off-season cards and pennant roll, then the start
 * of an in-season phase. Each function is one step's automatic part; flow.ts calls them.
 */
import type { RulesCtx, SeatId } from '../../../engine/types';
import { must } from '../../../engine/types';
import { zone } from '../../../engine/hidden';
import { drawTop, putBottom, withCards } from '../../../engine/zones';
import { GAMES, HAND } from '../content/charts';
import { COMMUNITY_CARDS } from '../content/community';
import { actionCard } from '../content/deck';
import { moneyArg } from '../money';
import { firstRules, type LordsState } from '../state';
import { OWNER_ACTIONS, type SeasonPhase } from '../types';
import { dealAll, mayRedraw } from './cards';
import { communityRun, startRun } from './effects';
import { eiRule } from './extraInnings';
import { dealLegends } from './legends';
import { grantMedia } from './media';
import { pennantTarget, promotionalPayout } from './offseason';
import { initialChoosers, vpChoosers } from './order';
import { addMoney, clockwise, ownerAt, withOwner } from './owner';
import { startRecord } from './season';
import { chooseSetup } from './setup';
import { baitPlayed } from './tradeBait';
import { openEvent, openRoll } from './windows';
import { editOwner, editState } from './copy';

/** An owner's set-up choice (LoB 3.0): in seat order, each in turn, all public. */
export function setupChoice(
  s: LordsState,
  seat: SeatId,
  choice: { team: string; fs: number; fm: number },
  ctx: RulesCtx,
): LordsState {
  must(s.step === 'setup' && s.waiting[0] === seat, 'not-your-turn', '3.0');
  if (s.opts.teamPick === 'random') {
    must(choice.team === s.teamCards.cards[0], 'random-team', '3.0', 'take the top team card');
  }
  const taken = s.owners.flatMap((o) => (o.team ? [o.team] : []));
  const o = chooseSetup(ownerAt(s, seat), choice, taken, s.phaseIndex, ctx, seat, firstRules(s));
  const teamCards = withCards(
    s.teamCards,
    s.teamCards.cards.filter((c) => c !== choice.team),
  );
  const next = editState(withOwner(s, seat, o), { teamCards, waiting: s.waiting.slice(1) });
  // 12.2: a roster with a Superstar or All-Star brings its Legends cards.
  return s.opts.legends ? dealLegends(next, seat, ctx) : next;
}

/** Everyone has set up: deal 10 each (LoB 3.5), then the redraw for those who may. */
export function dealOpening(s: LordsState, ctx: RulesCtx): LordsState {
  const dealt = dealAll(s, HAND.initial, ctx.rng);
  ctx.log('lords.deal', { n: HAND.initial });
  const waiting = clockwise(0, s.seats).filter((k) => mayRedraw(dealt, k));
  return editState(dealt, { step: 'redraw', waiting });
}

/**
 * Starts an off-season's card play (LoB 4.1.1, 7.4): media grants (A13), then whoever has the
 * fewest stars (year 1) or VP (later) chooses the starter; ties roll off.
 */
export function offSeasonOrder(s: LordsState, ctx: RulesCtx): LordsState {
  const owners = s.owners.map((o) => grantMedia(editOwner(o, { mediaBought: 0 })));
  const next = editState(s, { owners, phase: 'off' as const, pennantTarget: null });
  const choosers = s.year === 1 ? initialChoosers(owners) : vpChoosers(owners);
  if (choosers.length === 1) return editState(next, { step: 'turnOrder', waiting: choosers });
  const first = choosers[0] ?? 0;
  ctx.log('lords.orderRolloff', { seats: choosers.length });
  return openRoll(
    editState(next, { step: 'turnOrder', waiting: [] }),
    { k: 'orderRolloff', seats: choosers, rolls: [] },
    first,
    ctx.rng,
    choosers,
  );
}

/** A roll of the order roll-off is final: record it; the high roll chooses, ties roll again. */
export function orderRolled(
  s: LordsState,
  seats: readonly SeatId[],
  rolls: readonly number[],
  value: number,
  ctx: RulesCtx,
): LordsState {
  const all = [...rolls, value];
  const next = editState(s, { window: null });
  if (all.length < seats.length) {
    const roller = seats[all.length] ?? 0;
    return openRoll(next, { k: 'orderRolloff', seats, rolls: all }, roller, ctx.rng, seats);
  }
  const high = Math.max(...all);
  const top = seats.filter((_, i) => all[i] === high);
  if (top.length > 1) {
    return openRoll(next, { k: 'orderRolloff', seats: top, rolls: [] }, top[0] ?? 0, ctx.rng, top);
  }
  return editState(next, { waiting: top });
}

/** The chooser names the starting owner, himself included (LoB 4.1.1, 7.4). */
export function chooseStarter(
  s: LordsState,
  seat: SeatId,
  starter: SeatId,
  ctx: RulesCtx,
): LordsState {
  must(
    s.step === 'turnOrder' && s.window === null && s.waiting[0] === seat,
    'not-your-choice',
    '4.1.1',
  );
  must(Number.isInteger(starter) && starter >= 0 && starter < s.seats, 'no-such-seat', '4.1.1');
  ctx.log('lords.starter', { seat, seatStarter: starter });
  const promo = s.year === 1 || s.opts.promoEveryYear;
  const next = editState(s, { starter, active: starter });
  return promo
    ? editState(next, { step: 'promo', waiting: clockwise(starter, s.seats) })
    : communityEvent(next, ctx);
}

/** The face-down promotional discard (LoB 4.1.2): chosen secretly, revealed together. */
export function promoDiscard(s: LordsState, seat: SeatId, card: string, ctx: RulesCtx): LordsState {
  must(s.step === 'promo' && s.waiting.includes(seat), 'not-waiting', '4.1.2');
  const o = ownerAt(s, seat);
  const i = o.hand.cards.indexOf(card);
  must(i >= 0, 'not-in-hand', '4.1.2', card);
  const hand = withCards(
    o.hand,
    o.hand.cards.filter((_, k) => k !== i),
  );
  const next = withOwner(s, seat, editOwner(o, { hand, promo: putBottom(o.promo, [card]) }));
  const waiting = s.waiting.filter((k) => k !== seat);
  return waiting.length > 0
    ? editState(next, { waiting })
    : revealPromo(editState(next, { waiting }), ctx);
}

/** Reveals every promotional discard and pays $1,000 per OP (LoB 4.1.2). */
function revealPromo(s: LordsState, ctx: RulesCtx): LordsState {
  let next = s;
  for (const k of clockwise(0, s.seats)) {
    const o = ownerAt(next, k);
    const card = o.promo.cards[0];
    if (card === undefined) continue;
    const ops = actionCard(card)?.ops ?? 0;
    ctx.log('lords.promo', {
      seat: k,
      card: actionCard(card)?.inSeason.title ?? card,
      amount: moneyArg(promotionalPayout(ops)),
    });
    next = withOwner(next, k, editOwner(addMoney(o, promotionalPayout(ops)), { promo: zone([k]) }));
    next = editState(next, { discard: withCards(next.discard, [card, ...next.discard.cards]) });
  }
  return communityEvent(next, ctx);
}

/** Draws the off-season deck's top card and carries it out for every owner (LoB 4.1.3). */
export function communityEvent(s: LordsState, ctx: RulesCtx): LordsState {
  const [top, offDeck] = drawTop(s.offDeck, 1);
  const id = top[0];
  const card = COMMUNITY_CARDS.find((c) => c.id === id);
  // 11.1: passes count from here (the last season's marks are cleared; nothing in the
  // off-season read them before).
  const owners = s.owners.map((o) => editOwner(o, { passed: false, played: 0 }));
  const offCards = editState(s, {
    owners,
    step: 'offCards' as const,
    waiting: clockwise(s.starter, s.seats),
  });
  if (!card || id === undefined) return offCards;
  ctx.log('lords.community', { card: card.title });
  const community = zone<string>('all', [id], 'off');
  return editState(offCards, {
    offDeck,
    community,
    effects: { run: communityRun(offCards, card.effects), then: 'offCards' },
  });
}

/**
 * An owner plays one card for its off-season event, on himself or another owner (LoB 4.1.4);
 * a compulsory card only on himself (decision). Owners who could cancel it are asked first.
 * With the extended off-season (11.1) he goes to the back of the round, and an owner who has
 * passed may not be the target (as 5.3.12).
 */
export function offSeasonCard(
  s: LordsState,
  seat: SeatId,
  card: string,
  target: SeatId,
): LordsState {
  must(
    s.step === 'offCards' && s.waiting[0] === seat && s.window === null,
    'not-your-turn',
    '4.1.4',
  );
  must(target >= 0 && target < s.seats, 'no-such-seat', '4.1.4');
  const info = actionCard(card);
  must(info !== undefined, 'no-such-card', '4.1.4', card);
  must(!info.compulsory || target === seat, 'compulsory-on-self', '3.5');
  must(
    !s.opts.extendedOffSeason || target === seat || !ownerAt(s, target).passed,
    'target-passed',
    '11.1',
    'no off-season card on an owner who has passed',
  );
  const o = ownerAt(s, seat);
  const i = o.hand.cards.indexOf(card);
  must(i >= 0, 'not-in-hand', '4.1.4', card);
  const hand = withCards(
    o.hand,
    o.hand.cards.filter((_, k) => k !== i),
  );
  const rest = s.waiting.slice(1);
  const played = baitPlayed(
    withOwner(s, seat, editOwner(o, { hand, played: o.played + 1 })),
    card,
    seat,
    target,
  );
  const next = editState(played, {
    discard: withCards(played.discard, [card, ...played.discard.cards]),
    waiting: s.opts.extendedOffSeason ? [...rest, seat] : rest,
    effects: { run: startRun(s, seat, target, info.offSeason.effects), then: 'offCards' as const },
  });
  return target === seat ? next : openEvent(next, card, seat, target);
}

/**
 * Passes in the extended off-season (LoB 11.1): after his first card (4.1.4, 2.2.1), or at
 * once with no card left; he plays no more off-season cards this year. The card play ends
 * when every owner has passed.
 */
export function offSeasonPass(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  must(s.opts.extendedOffSeason, 'no-off-season-pass', '4.1.4', 'one card each');
  must(
    s.step === 'offCards' && s.waiting[0] === seat && s.window === null,
    'not-your-turn',
    '11.1',
  );
  const o = ownerAt(s, seat);
  must(
    o.played > 0 || o.hand.cards.length === 0,
    'cannot-pass-yet',
    '11.1',
    'play your first off-season card before passing',
  );
  ctx.log('lords.offPass', { seat });
  return editState(withOwner(s, seat, editOwner(o, { passed: true })), {
    waiting: s.waiting.slice(1),
  });
}

/**
 * An owner next in the off-season card play who holds no card leaves it (4.1.4 needs a card
 * to play); in the extended off-season (11.1) that is his pass.
 */
export function dropCardless(s: LordsState): LordsState {
  const seat = s.waiting[0];
  // A Trade Bait to pass on or a cut owed may yet put a card in his hand (10.5).
  if (s.bait !== null || s.cut !== null) return s;
  if (seat === undefined || ownerAt(s, seat).hand.cards.length > 0) return s;
  const o = ownerAt(s, seat);
  const next = s.opts.extendedOffSeason ? withOwner(s, seat, editOwner(o, { passed: true })) : s;
  return editState(next, { waiting: s.waiting.slice(1) });
}

/** The starting owner rolls for the pennant target (LoB 4.1.5); media may change it. */
export function rollPennant(s: LordsState, seat: SeatId, ctx: RulesCtx): LordsState {
  must(
    s.step === 'pennantRoll' && seat === s.starter && s.window === null,
    'not-your-roll',
    '4.1.5',
  );
  return openRoll(s, { k: 'pennantTarget' }, seat, ctx.rng);
}

/** The pennant roll is final: the target is set and the early season begins. */
export function pennantRolled(s: LordsState, value: number, ctx: RulesCtx): LordsState {
  // 12.1: an Extra Innings card may move the target every year.
  const target = pennantTarget(value, s.pennantShift + (eiRule(s, 'pennantShift')?.n ?? 0));
  ctx.log('lords.pennant', { roll: value, target });
  return startPhase(
    editState(s, { window: null, pennantTarget: target, pennantShift: 0 }),
    'es',
    s.starter,
    ctx,
  );
}

/**
 * An in-season phase begins (LoB 5.1, 5.2, 3.1.1): limits and action cards reset, the roster
 * depth record, the front office's media grant; `starter` opens the action loop.
 */
export function startPhase(
  s: LordsState,
  phase: SeasonPhase,
  starter: SeatId,
  ctx: RulesCtx,
): LordsState {
  const phaseIndex = s.phaseIndex + 1;
  const owners = s.owners.map((o, k) => {
    const rec = startRecord(o.ml.jm, phase);
    ctx.log('lords.depth', { seat: k, w: rec.w, l: rec.l });
    return grantMedia({
      ...o,
      ...rec,
      against: { events: 0, ops: 0 },
      // 13.2: one media challenge a phase.
      challengeUsed: false,
      passed: false,
      played: 0,
      turns: 0,
      tried: { phenom: false, prospect: false, freeRoll: false },
      mediaBought: 0,
      actions: zone('all', [...OWNER_ACTIONS]),
      usedActions: zone('all'),
      legends: withCards(
        o.legends,
        o.legends.cards.map((c) => ({ ...c, used: false })),
      ),
    });
  });
  ctx.log(`lords.phase.${phase}`, { games: GAMES[phase] });
  return editState(s, {
    owners,
    phase,
    phaseIndex,
    step: 'season',
    starter,
    active: starter,
    waiting: [],
  });
}
