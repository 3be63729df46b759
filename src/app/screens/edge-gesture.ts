/**
 * The one gesture of a closed edge: press to turn your hand face up, slide to a card and lift
 * to play it, lift where you pressed to turn it face down again. A quick tap instead keeps the
 * edge open for a decision that needs several controls (it closes with a tap, or by itself
 * once the turn has passed). Pointer events only; the keyboard has the edge's own button.
 */
import { useRef } from 'preact/hooks';

/** A press shorter than this, that did not slide, is a tap: the edge stays open. */
export const TAP_MS = 300;
/** A finger that moved this far (CSS px) has slid: lifting then acts on what it is over. */
export const SLIDE_PX = 12;

/** What lifting the finger does. */
export type Lift = { kind: 'tap' } | { kind: 'play'; target: HTMLElement } | { kind: 'close' };

/**
 * Decides what a lift does: a tap keeps the edge open; a slide that ends on an enabled
 * `[data-action]` control inside the edge plays it; anything else closes the edge (a press
 * held in place is a look at the hand, never a play: the card under it was not yet seen).
 */
export function liftOf(
  press: { x: number; y: number; at: number; slid: boolean },
  up: { x: number; y: number; at: number },
  under: Element | null,
  edge: Element,
): Lift {
  const slid = press.slid || Math.hypot(up.x - press.x, up.y - press.y) >= SLIDE_PX;
  if (!slid && up.at - press.at < TAP_MS) return { kind: 'tap' };
  const target = slid ? actionAt(under, edge) : null;
  return target ? { kind: 'play', target } : { kind: 'close' };
}

/** The enabled `[data-action]` control of `edge` at or around `el`, if any. */
export function actionAt(el: Element | null, edge: Element): HTMLElement | null {
  const target = el?.closest<HTMLElement>('[data-action]') ?? null;
  if (!target || !edge.contains(target)) return null;
  if (target.matches(':disabled, [aria-disabled="true"]')) return null;
  return target;
}

interface Press {
  id: number;
  x: number;
  y: number;
  at: number;
  slid: boolean;
  aimed: HTMLElement | null;
}

/**
 * Pointer handlers for an edge: `open` runs on the press, `close` on a lift that plays
 * nothing; a lift on a control clicks it (the board's own handler plays the action). The
 * control under the finger carries `data-aimed` while it is there, for the board's styles.
 */
export function useEdgeGesture(opts: {
  enabled: boolean;
  open: () => void;
  close: () => void;
  now?: () => number;
}) {
  const press = useRef<Press | null>(null);
  const now = opts.now ?? (() => performance.now());
  const aim = (p: Press, el: HTMLElement | null) => {
    if (p.aimed === el) return;
    p.aimed?.removeAttribute('data-aimed');
    el?.setAttribute('data-aimed', '');
    p.aimed = el;
  };
  const under = (e: PointerEvent) =>
    typeof document.elementFromPoint === 'function'
      ? document.elementFromPoint(e.clientX, e.clientY)
      : (e.target as Element | null);
  return {
    onPointerDown(e: PointerEvent) {
      if (!opts.enabled || press.current || e.button > 0) return;
      (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
      press.current = {
        id: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        at: now(),
        slid: false,
        aimed: null,
      };
      opts.open();
    },
    onPointerMove(e: PointerEvent) {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      if (Math.hypot(e.clientX - p.x, e.clientY - p.y) >= SLIDE_PX) p.slid = true;
      if (p.slid) aim(p, actionAt(under(e), e.currentTarget as Element));
    },
    onPointerUp(e: PointerEvent) {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      press.current = null;
      aim(p, null);
      const lift = liftOf(
        p,
        { x: e.clientX, y: e.clientY, at: now() },
        under(e),
        e.currentTarget as Element,
      );
      if (lift.kind === 'play') lift.target.click();
      else if (lift.kind === 'close') opts.close();
    },
    onPointerCancel(e: PointerEvent) {
      const p = press.current;
      if (!p || p.id !== e.pointerId) return;
      press.current = null;
      aim(p, null);
      opts.close();
    },
  };
}
