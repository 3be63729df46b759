/**
 * Hands at each player's edge: the table mode in which the shared board sits in the middle and
 * each person's private side at the edge of the tablet in front of them. These are its
 * visibility rules, pure so they can be tested apart from the screen.
 */
import type { Prompt, SeatId } from '../../engine/types';

/** How two or more people share the tablet. */
export type TableMode = 'pass' | 'edges';

/** Where a person sits: the near edge (the tablet's bottom) or the far one (its top, turned). */
export type EdgeSide = 'near' | 'far';

export interface EdgeSeat {
  seat: SeatId;
  side: EdgeSide;
}

/**
 * What an edge shows: `closed` its owner's private cards face down (nothing private in the
 * page); `public` a decision the game says needs no private view, made on the table's view
 * with no reveal; `open` the owner's own view, opened by its owner.
 */
export type EdgeState = 'closed' | 'public' | 'open';

/** The most people the edges seat: one at each long edge (more would share an edge). */
export const EDGE_PEOPLE = 2;

/** Whether the edges can seat these people: two or more people, each with an edge of their own. */
export function edgesFit(humans: readonly SeatId[]): boolean {
  return humans.length >= 2 && humans.length <= EDGE_PEOPLE;
}

/** The people's edges, in seat order: the first person at the near edge, the next at the far. */
export function edgeSeats(humans: readonly SeatId[]): EdgeSeat[] {
  if (!edgesFit(humans)) return [];
  return humans.map((seat, i) => ({ seat, side: i === 0 ? 'near' : 'far' }));
}

/**
 * An edge's state: open while its owner holds it open; else public when the owner must decide
 * and the game says that decision needs nothing private; else closed.
 */
export function edgeState(
  seat: SeatId,
  open: ReadonlySet<SeatId>,
  prompts: readonly Prompt[],
  isPrivate: (seat: SeatId) => boolean,
): EdgeState {
  if (open.has(seat)) return 'open';
  if (prompts.some((p) => p.seat === seat) && !isPrivate(seat)) return 'public';
  return 'closed';
}

/**
 * The edges still open after `mover` made a move: the mover's stays open only while the
 * decision goes on with him alone (a target to choose after a card), or while the game says
 * his private decisions go on in this round (`round`: a draft's next pick, the game's
 * `privateRound`); once it passes to anyone else, or a new round asks everyone, it turns face
 * down. Another person's edge stays as its owner left it (in a simultaneous choice both decide
 * with their hands open); every edge closes at the end.
 */
export function openAfterMove(
  open: ReadonlySet<SeatId>,
  mover: SeatId,
  prompts: readonly Prompt[],
  round = false,
): ReadonlySet<SeatId> {
  if (prompts.length === 0) return new Set();
  const alone = prompts.every((p) => p.seat === mover);
  if (!open.has(mover) || alone || round) return open;
  const next = new Set(open);
  next.delete(mover);
  return next;
}
