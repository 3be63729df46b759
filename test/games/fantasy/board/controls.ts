/**
 * The board's controls as a person finds them: every `[data-action]` (a card that plays at a
 * tap, a chip for a card's other move, Pass, an ability's target), read back as the action
 * it sends. A long row shows in pages: `findAction` turns them until the action is drawn.
 */
import { fireEvent } from '@testing-library/preact';
import type { FantasyAction } from '../../../../src/games/fantasy/state';

export const actionOf = (el: Element): FantasyAction =>
  JSON.parse(el.getAttribute('data-action') ?? 'null') as FantasyAction;

/** The controls drawn now, as the actions they send. */
export const drawnActions = (root: Element): FantasyAction[] =>
  [...root.querySelectorAll('[data-action]')].map(actionOf);

/** The control that sends `a`, turning a paged row to it if needed (null: none offers it). */
export function findAction(root: Element, a: FantasyAction): Element | null {
  const json = JSON.stringify(a);
  for (let turn = 0; turn < 20; turn++) {
    const el = [...root.querySelectorAll('[data-action]')].find(
      (x) => x.getAttribute('data-action') === json,
    );
    if (el) return el;
    const card = 'c' in a ? a.c : undefined;
    const more = [...root.querySelectorAll('[data-holds]')].find(
      (b) => card !== undefined && (b.getAttribute('data-holds') ?? '').split(' ').includes(card),
    );
    if (!more) return null;
    fireEvent.click(more);
  }
  return null;
}
