/**
 * Where a played card left from: the hand's card is gone from the page when its In Play copy
 * appears (and at the edges the hand and the table are different boards), so a tap notes the
 * card's place and the In Play pile reads it once, to slide the card from there.
 */
let lift: { id: string; rect: DOMRect; at: number } | null = null;
/** A note older than this is stale (a bot's play, a later move): the card slides in plainly. */
const FRESH_MS = 1500;

/** Notes where card `id` sits in a hand now, just before it is played. */
export function noteLift(id: string): void {
  const el = document.querySelector(`[data-zone="hand"] [data-card="${id}"]`);
  lift = el ? { id, rect: el.getBoundingClientRect(), at: Date.now() } : null;
}

/** Where card `id` was lifted from, if it just was; the note is used up. */
export function takeLift(id: string): DOMRect | null {
  const l = lift;
  if (!l || l.id !== id || Date.now() - l.at > FRESH_MS) return null;
  lift = null;
  return l.rect;
}
