/**
 * Where a played card left from, and its flight to In Play: the hand's card is gone from the
 * page when its In Play copy appears (and at the edges the hand and the table are different
 * boards), so a tap notes the card's place and the In Play pile reads it once, to fly the
 * card from there.
 */
import { motionReduced } from '../../../ui/motion';

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

const mid = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;

/**
 * Flies a copy of `el` from `from` (the hand card's place) to where `el` stands, over the
 * page: the pile clips what it holds, so the card itself could only slide inside it. The copy
 * is a picture only (hidden from assistive technology, no card id, never a target) and is
 * gone when it lands, where `el` appears. `turned`: `el` stands half a turn round (a far
 * stadium), and the copy turns on its way. Returns whether it flew (never with reduced motion).
 */
export function flyFrom(el: HTMLElement, from: DOMRect, duration: number, turned: boolean) {
  if (motionReduced() || typeof el.animate !== 'function') return false;
  const to = el.getBoundingClientRect();
  if (to.width === 0 || to.height === 0) return false;
  const ghost = el.cloneNode(true) as HTMLElement;
  for (const c of ghost.querySelectorAll('[data-card]')) c.removeAttribute('data-card');
  ghost.classList.add('hl-fly');
  ghost.setAttribute('aria-hidden', 'true');
  Object.assign(ghost.style, {
    position: 'fixed',
    left: `${to.left}px`,
    top: `${to.top}px`,
    width: `${to.width}px`,
    height: `${to.height}px`,
    margin: '0',
    pointerEvents: 'none',
  });
  document.body.append(ghost);
  const [fx, fy] = mid(from);
  const [tx, ty] = mid(to);
  const scale = `scale(${from.width / to.width}, ${from.height / to.height})`;
  ghost.animate(
    [
      { transform: `translate(${fx - tx}px, ${fy - ty}px) ${scale}` },
      { transform: turned ? 'rotate(180deg)' : 'none' },
    ],
    { duration, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)', fill: 'forwards' },
  );
  // The card in the pile shows as its copy lands there.
  el.animate([{ opacity: 0 }, { opacity: 0, offset: 0.9 }, { opacity: 1 }], { duration });
  setTimeout(() => ghost.remove(), duration);
  return true;
}
