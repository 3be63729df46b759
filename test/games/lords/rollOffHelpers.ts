/**
 * Shared by the roll-off tests (rollOff.test.ts: standing places; rollOffBids.test.ts: bids and
 * claims): acting with a fresh context, reading and answering the open roll windows.
 */
import { expect } from 'vitest';
import { makeCtx } from '../../../src/engine/session';
import { parseSeed } from '../../../src/engine/rng';
import type { SeatId } from '../../../src/engine/types';
import type { LordsAction, LordsState, Window } from '../../../src/games/lords/state';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';

export type RollWindow = Extract<Window, { k: 'roll' }>;

let n = 0;
/** The messages of the lines logged by `act` (empty it with `said.length = 0`). */
export const said: string[] = [];
export const act = (s: LordsState, seat: SeatId, a: LordsAction) => {
  const { ctx, lines } = makeCtx(parseSeed(`ro-${n++}`), n);

  const next = applyAction(s, seat, a, ctx);
  said.push(...lines.map((l) => l.msg));
  return next;
};

export const rollWindow = (s: LordsState): RollWindow => {
  const w = s.window;
  if (w?.k !== 'roll') throw new Error('no roll window');
  return w;
};

/** An owner outside the tie who asked to be asked about other owners' rolls (version 4). */
export const asksRivals = (s: LordsState, seat: SeatId): LordsState =>
  withOwner(s, seat, { ...ownerAt(s, seat), rollAsk: { never: [], rivals: true } });

/**
 * The seat that won the roll-off the last action settled by itself (nobody asked): the high
 * one of the group's last rolls (here every roller has the same DRM), none of them changed.
 */
export function wonAlone(s: LordsState, group: readonly SeatId[]): SeatId {
  const last = (s.closedRolls ?? []).slice(-group.length);
  expect(last.map((r) => r.roller)).toEqual(group);
  expect(last.map((r) => r.changes)).toEqual(group.map(() => []));
  const high = Math.max(...last.map((r) => r.value));
  const won = last.filter((r) => r.value === high);
  expect(won).toHaveLength(1);
  return won[0]?.roller ?? -1;
}

/** `seat`'s media, all others none; `media` for everybody when given. */
export const mediaTo = (s: LordsState, seat: SeatId, media = 15): LordsState =>
  withOwner(s, seat, { ...ownerAt(s, seat), media });

/**
 * Answers the open roll windows until none is open (`once`: until this one closes): the
 * outsider `by` spends `boost(w)` media (0: lets it stand); anyone else asked lets it stand.
 */
export function answer(
  s: LordsState,
  by: SeatId,
  boost: (w: RollWindow) => number,
  once = false,
): LordsState {
  const id = s.window?.id;
  let next = s;
  for (let guard = 0; next.window?.k === 'roll' && guard < 40; guard++) {
    const w = rollWindow(next);
    if (once && w.id !== id) break;
    const seat = w.queue[0] ?? 0;
    const spend = seat === by ? boost(w) : 0;
    next = act(next, seat, spend === 0 ? { t: 'respond' } : { t: 'media', by: spend });
  }
  return next;
}

/**
 * The outsider `by` makes the open roll, the group's second, level with the first: both
 * rollers have the same DRM `drm`, so he brings the die to the first roll less that DRM.
 */
export function makeLevel(s: LordsState, by: SeatId, drm: number): LordsState {
  const w = rollWindow(s);
  const first = ('rolls' in w.purpose ? w.purpose.rolls[0] : undefined) ?? 0;
  const change = first - drm - w.value;
  return act(s, by, change === 0 ? { t: 'respond' } : { t: 'media', by: change });
}
