/**
 * Response windows. A roll window (LoB 7.3, A11): after any die roll the roller, then every
 * other owner clockwise, then the roller again may change it with media (one cube a point),
 * or play a re-roll or DRM card (6.2.2); an accepted trade made during the window locks it to
 * the two parties. An event window (LoB 5.3.10): owners holding a card that cancels the event
 * just played may play it as a free action, the target first, then clockwise from the player.
 */
import type { Rng } from '../../../engine/rng';
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { mediaChallenge } from '../content/charts';
import { actionCard } from '../content/deck';
import { rulesBefore, type LordsState, type RollPurpose, type Window } from '../state';
import { spendMedia } from './media';
import { asked } from './rollStakes';
import { clockwise, ownerAt, withOwner } from './owner';
import { editOwner, editRoll, editState, withQueue } from './copy';
import { withCards } from '../../../engine/zones';

/** Rolls a d10 for `roller` and opens its window. */
export function openRoll(
  s: LordsState,
  purpose: RollPurpose,
  roller: SeatId,
  rng: Rng,
  mediaBy: readonly SeatId[] | 'all' = 'all',
): LordsState {
  const natural = rng.rollDie(10);
  const others = clockwise(roller, s.seats).slice(1);
  // Rules version 4 follows the 7.3 procedure: the roller's left neighbour first, the roller
  // last (he then answers everything said before him); earlier versions asked him first too.
  const window: Window = {
    k: 'roll',
    id: s.nextId,
    purpose,
    roller,
    natural,
    value: natural,
    queue: rulesBefore(s, 4) ? [roller, ...others, roller] : [...others, roller],
    lockedTo: null,
    mediaBy,
  };
  return editState(s, { window, nextId: s.nextId + 1 });
}

/** The roll window, or a refusal naming 7.3. */
export function rollWindow(s: LordsState): Extract<Window, { k: 'roll' }> {
  const w = s.window;
  must(w !== null && w.k === 'roll', 'no-roll-window', '7.3');
  return w;
}

/** Whether `seat` may change the open roll: his turn in the window, and not locked out. */
export function mayRespond(s: LordsState, seat: SeatId): boolean {
  const w = s.window;
  if (w === null || w.queue[0] !== seat) return false;
  if (w.k === 'roll' && w.lockedTo !== null && !w.lockedTo.includes(seat)) return false;
  return true;
}

/** Whether `seat` may spend media on the open roll (6.2.1.1, A10 restrict some rolls). */
export function maySpendMedia(s: LordsState, seat: SeatId): boolean {
  const w = s.window;
  if (w === null || w.k !== 'roll') return false;
  return (
    mayRespond(s, seat) &&
    (w.mediaBy === 'all' || w.mediaBy.includes(seat)) &&
    ownerAt(s, seat).media > 0
  );
}

/** Spends media on the open roll (LoB 7.3); the seat keeps its place to act no further. */
export function mediaOnRoll(s: LordsState, seat: SeatId, by: number): LordsState {
  const w = rollWindow(s);
  must(mayRespond(s, seat), 'not-your-response', '7.3');
  must(w.mediaBy === 'all' || w.mediaBy.includes(seat), 'no-media-on-this-roll', '6.2.1.1');
  const [o, value] = spendMedia(ownerAt(s, seat), w.value, by);
  const changes = [...(w.changes ?? []), { k: 'media' as const, seat, by }];
  return editState(withOwner(s, seat, o), {
    window: editRoll(w, { value, changes, queue: w.queue.slice(1) }),
  });
}

/** Plays a re-roll or DRM card from the hand on the open roll (LoB 6.2.2). */
export function cardOnRoll(s: LordsState, seat: SeatId, card: string, rng: Rng): LordsState {
  const w = rollWindow(s);
  must(mayRespond(s, seat), 'not-your-response', '7.3');
  const o = ownerAt(s, seat);
  const i = o.hand.cards.indexOf(card);
  must(i >= 0, 'not-in-hand', '2.2', card);
  const effect = actionCard(card)?.inSeason.effects[0];
  must(
    effect && (effect.k === 'reroll' || effect.k === 'rollMod'),
    'not-a-roll-card',
    '6.2.2',
    card,
  );
  const hand = withCards(
    o.hand,
    o.hand.cards.filter((_, k) => k !== i),
  );
  const next = withOwner(s, seat, editOwner(o, { hand }));
  let natural = w.natural;
  let value = w.value;
  if (effect.k === 'reroll') {
    natural = rng.rollDie(10);
    value = natural;
  } else value += effect.n;
  const discard = withCards(next.discard, [card, ...next.discard.cards]);
  const changes = [...(w.changes ?? []), { k: 'card' as const, seat, card }];
  return editState(next, {
    discard,
    window: editRoll(w, { natural, value, changes, queue: w.queue.slice(1) }),
  });
}

/** Lets the roll stand as far as this seat is concerned. */
export function passOnRoll(s: LordsState, seat: SeatId): LordsState {
  const w = s.window;
  must(w !== null && mayRespond(s, seat), 'not-your-response', '7.3');
  return editState(s, { window: withQueue(w, w.queue.slice(1)) });
}

/** Skips seats that may not act on the roll any more (locked out by an accepted trade). */
export function skipLocked(s: LordsState): LordsState {
  const w = s.window;
  if (w === null || w.k !== 'roll' || w.lockedTo === null) return s;
  const locked = w.lockedTo;
  return editState(s, {
    window: withQueue(
      w,
      w.queue.filter((k) => locked.includes(k)),
    ),
  });
}

/** Whether `seat`, first in a roll window's queue, could do more than let the roll stand. */
export function hasChoice(s: LordsState, w: Extract<Window, { k: 'roll' }>, seat: SeatId): boolean {
  const o = ownerAt(s, seat);
  if ((w.mediaBy === 'all' || w.mediaBy.includes(seat)) && o.media > 0) return true;
  const rollCard = o.hand.cards.some((c) => {
    const e = actionCard(c)?.inSeason.effects[0];
    return e?.k === 'reroll' || e?.k === 'rollMod';
  });
  if (rollCard) return true;
  // 13.2: the two-player media challenge, once a phase, on the opponent's roll.
  return s.seats === 2 && seat !== w.roller && w.mediaBy === 'all' && !o.challengeUsed;
}

/**
 * Drops from the front of a roll window's queue the owners who may only let the roll stand:
 * no media they may spend on it, no re-roll or DRM card, no challenge (decision, as
 * Showdown's windows: nobody is asked to pass on a roll he cannot touch). The table learns
 * only that he holds no such card just then, as it would from his quick pass.
 */
export function skipIdle(s: LordsState): LordsState {
  const w = s.window;
  if (w === null || w.k !== 'roll') return s;
  // Rules version 4: only who could answer and for whom it is at stake (rollStakes.ts).
  const asks = (k: SeatId) => (rulesBefore(s, 4) ? hasChoice(s, w, k) : asked(s, w, k));
  let i = 0;
  while (i < w.queue.length && !asks(w.queue[i] as SeatId)) i++;
  return i === 0 ? s : editState(s, { window: withQueue(w, w.queue.slice(i)) });
}

/** Whether the window has nobody left to act. */
export const windowDone = (s: LordsState): boolean =>
  s.window !== null && s.window.queue.length === 0;

/**
 * Owners who may cancel an event just played (LoB 5.3.10): holders of a card that cancels
 * it, the target first, then clockwise from the player; the player himself never.
 */
export function cancellers(s: LordsState, card: string, by: SeatId, target: SeatId): SeatId[] {
  const order = [target, ...clockwise(by, s.seats).filter((k) => k !== target)].filter(
    (k) => k !== by,
  );
  return order.filter((k) =>
    ownerAt(s, k).hand.cards.some((c) => actionCard(c)?.cancels?.includes(card) === true),
  );
}

/** Opens an event window if anyone can cancel; otherwise leaves the state as it is. */
export function openEvent(s: LordsState, card: string, by: SeatId, target: SeatId): LordsState {
  const queue = cancellers(s, card, by, target);
  if (queue.length === 0) return s;
  return editState(s, {
    window: { k: 'event', id: s.nextId, card, by, target, queue, cancelled: false },
    nextId: s.nextId + 1,
  });
}

/**
 * Cancels the event of the open event window with a card from the hand (LoB 5.3.10). It is a
 * free action, but a card played: from rules version 3 it counts toward the one card a phase
 * (2.2.1, A28), so its player may pass from his next turn on.
 */
export function cancelEvent(s: LordsState, seat: SeatId, card: string): LordsState {
  const w = s.window;
  must(w !== null && w.k === 'event', 'no-event-window', '5.3.10');
  must(w.queue[0] === seat, 'not-your-response', '5.3.10');
  must(actionCard(card)?.cancels?.includes(w.card) === true, 'does-not-cancel', '5.3.10', card);
  const o = ownerAt(s, seat);
  const i = o.hand.cards.indexOf(card);
  must(i >= 0, 'not-in-hand', '2.2', card);
  const next = withOwner(
    s,
    seat,
    editOwner(o, {
      hand: withCards(
        o.hand,
        o.hand.cards.filter((_, k) => k !== i),
      ),
      played: rulesBefore(s, 3) ? o.played : o.played + 1,
    }),
  );
  return editState(next, {
    discard: withCards(next.discard, [card, ...next.discard.cards]),
    window: {
      k: 'event',
      id: w.id,
      card: w.card,
      by: w.by,
      target: w.target,
      queue: [],
      cancelled: true,
    },
  });
}

/**
 * The two-player media challenge (LoB 13.2, A26): after the opponent's roll, once a phase, an
 * owner makes the roller roll a d10; 6-8 moves the roll 1, 9-10 moves it 2, in the direction
 * the challenger names, as if he spent that many cubes. It is his turn in the window, and it
 * is refused on the rolls where media are restricted (the pennant roll-offs, the CS).
 */
export function challengeRoll(s: LordsState, seat: SeatId, dir: 1 | -1, ctx: RulesCtx): LordsState {
  must(s.seats === 2, 'two-players-only', '13.2');
  const w = rollWindow(s);
  must(mayRespond(s, seat), 'not-your-response', '7.3');
  must(seat !== w.roller, 'challenge-the-opponent', '13.2');
  must(w.mediaBy === 'all', 'no-media-on-this-roll', '6.2.1.1');
  must(dir === 1 || dir === -1, 'bad-direction', '13.2');
  const o = ownerAt(s, seat);
  must(!o.challengeUsed, 'challenge-used', '13.2', 'one media challenge a phase');
  const roll = ctx.rng.rollDie(10);
  const n = mediaChallenge(roll);
  ctx.log('lords.challenge', { seat, seatTo: w.roller, roll, n });
  return editState(withOwner(s, seat, editOwner(o, { challengeUsed: true })), {
    window: editRoll(w, {
      value: w.value + dir * n,
      changes: [...(w.changes ?? []), { k: 'challenge' as const, seat, by: dir * n }],
      queue: w.queue.slice(1),
    }),
  });
}
