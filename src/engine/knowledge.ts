/**
 * Who knows what, read off the containers: which seats a move showed something new to (a
 * checkpoint that undo never crosses), and whether the next person to hold the device would
 * see what the previous holder may not (the handoff cover). No game has to remember to say so.
 */
import {
  canSee,
  cardId,
  cardsPlacedIn,
  cardsSeenIn,
  isHidden,
  isZone,
  seesCard,
  visitContainers,
  type Card,
  type Zone,
} from './hidden';
import type { SeatId } from './types';

type Node = unknown;
const isObj = (v: Node): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Walks two trees side by side and collects the containers of the subtrees that differ.
 * Subtrees shared by reference (structural sharing) are skipped: they show every seat the
 * same before and after, so they cannot teach anyone anything.
 */
function changedContainers(before: Node, after: Node, gone: Node[], come: Node[]): void {
  if (before === after) return;
  const collect = (v: Node, into: Node[]) =>
    visitContainers(
      v,
      (z) => into.push(z),
      (h) => into.push(h),
    );
  if (!isObj(before) || !isObj(after) || isZone(before) || isZone(after)) {
    collect(before, gone);
    collect(after, come);
    return;
  }
  if (isHidden(before) || isHidden(after)) {
    collect(before, gone);
    collect(after, come);
    return;
  }
  if (Array.isArray(before) !== Array.isArray(after)) {
    collect(before, gone);
    collect(after, come);
    return;
  }
  for (const k in before)
    changedContainers(before[k], (after as Record<string, Node>)[k], gone, come);
  for (const k in after) if (!(k in before)) collect(after[k], come);
}

/** Card ids a seat sees in some containers (in place only, or at all), counted. */
function seenCounts(
  containers: readonly Node[],
  seat: SeatId,
  placed: boolean,
): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of containers) {
    if (!isZone(c)) continue;
    for (const card of placed ? cardsPlacedIn(c, seat) : cardsSeenIn(c, seat)) {
      const id = cardId(card);
      m.set(id, (m.get(id) ?? 0) + 1);
    }
  }
  return m;
}

/** Whether some card id is seen more often in `come` than in `gone`. */
function more(gone: readonly Node[], come: readonly Node[], seat: SeatId, placed: boolean) {
  const was = seenCounts(gone, seat, placed);
  for (const [id, k] of seenCounts(come, seat, placed)) if (k > (was.get(id) ?? 0)) return true;
  return false;
}

/** How many secrets (Hidden values) hidden from the seat there are among some containers. */
const secretsFrom = (containers: readonly Node[], seat: SeatId) =>
  containers.filter((c) => isHidden(c) && !c.unseen && !canSee(c.$hidden, seat)).length;

/**
 * The seats that, after a move, can see a card or a secret they could not see before: a card
 * id they now see more copies of, or see in place more often (a card drawn from a deck whose
 * contents they knew but not its order), or a secret hidden from them that was removed or
 * opened.
 * A secret removed without being shown counts too: the engine cannot tell, and a checkpoint
 * too many only costs an undo, while one too few lets a player take back what they learned.
 */
export function learners(before: unknown, after: unknown, seats: number): SeatId[] {
  const gone: Node[] = [];
  const come: Node[] = [];
  changedContainers(before, after, gone, come);
  if (!gone.length && !come.length) return [];
  const out: SeatId[] = [];
  for (let s = 0; s < seats; s++) {
    const learned =
      more(gone, come, s, false) ||
      more(gone, come, s, true) ||
      secretsFrom(gone, s) > secretsFrom(come, s);
    if (learned) out.push(s);
  }
  return out;
}

/**
 * Whether `next` may see something in this state that `prev` (null: nobody, the table) may
 * not: a card or a secret. The handoff cover is needed exactly then; a public decision, or
 * a seat whose private zones are empty, passes the device on without one.
 */
export function seesBeyond(state: unknown, next: SeatId, prev: SeatId | null): boolean {
  let beyond = false;
  visitContainers(
    state,
    (z) => {
      if (beyond) return;
      const zs = z as Zone<Card>;
      for (let i = 0; i < zs.cards.length && !beyond; i++)
        if (seesCard(zs, i, next) && !seesCard(zs, i, prev)) beyond = true;
    },
    (h) => {
      if (!beyond && canSee(h.$hidden, next) && !canSee(h.$hidden, prev)) beyond = true;
    },
  );
  return beyond;
}
