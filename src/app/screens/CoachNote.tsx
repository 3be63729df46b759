/**
 * The coach of a guided first game, beside the board: what the learner's decision asks, why
 * the suggested move is good, and a pointer on its control (the `data-action` the board
 * drew for it). The suggestion is the game's heuristic bot's move for the learner's view.
 */
import { useLayoutEffect, useMemo } from 'preact/hooks';
import { coachSuggestion } from '../coach-suggest';
import type { MsgArgs, Prompt, SeatId } from '../../engine/types';
import type { AnyModule } from '../../games/registry';
import type { Coach } from '../../ui/board';
import { activeLanguage } from '../../ui/language';
import { t } from '../i18n';

/** Whether a finger can reach `el` where it is drawn: on screen, not clipped nor covered. */
function reachable(el: HTMLElement): boolean {
  const r = el.getBoundingClientRect();
  // happy-dom (the unit tests) has no layout: nothing to judge there.
  if (typeof document.elementFromPoint !== 'function') return true;
  if (r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
    return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 24));
  return hit !== null && (hit === el || el.contains(hit));
}

export function CoachNote({
  coach,
  module,
  view,
  seat,
  prompt,
  actions,
  moves,
  first,
  say,
  onOff,
}: {
  coach: Coach;
  module: AnyModule;
  view: unknown;
  seat: SeatId;
  prompt: Prompt;
  actions: readonly unknown[];
  /** The move count, so each decision gets its own suggestion (and a fixed one on re-render). */
  moves: number;
  /** The learner has not moved yet: the welcome goes first (bots may have moved before). */
  first: boolean;
  say: (key: string, args?: MsgArgs) => string;
  onOff(): void;
}) {
  const suggested = useMemo(
    () => coachSuggestion(module, coach.seed, moves, view, seat, actions, coach.prefer),
    [moves, seat, actions.length],
  );
  const key = suggested === undefined ? null : JSON.stringify(suggested);
  // Point at the control: the board's button for the suggested action (or, before a card
  // is tapped, where the game says to tap), scrolled into view when it changes, and again
  // when a redraw or a turned tablet takes it out of reach (the coach above the board leaves
  // it less than the screen, issue 23 item 4). The board redraws on its own (a tapped card
  // opens its buttons), so a MutationObserver follows it; a resize listener the tablet.
  // A layout effect: its cleanup runs as the note leaves the page ("Coach off", the turn
  // passing), in the same commit. Preact 11 defers a passive effect's unmount cleanup until
  // after paint, so the ring outlived the note for a frame or more (a flaky e2e check).
  useLayoutEffect(() => {
    if (key === null) return;
    let pointed: HTMLElement | null = null;
    let frame = 0;
    // Inside a closed <details> a control still has boxes in Chromium: ask for visibility.
    const shown = (el: HTMLElement) =>
      typeof el.checkVisibility === 'function'
        ? el.checkVisibility()
        : el.getClientRects().length > 0;
    const update = () => {
      frame = 0;
      const table = document.querySelector('.play__table');
      if (!table) return;
      const own = [...table.querySelectorAll<HTMLElement>('[data-action]')].find(
        (el) => el.getAttribute('data-action') === key && shown(el),
      );
      const where = own ? null : coach.point?.(suggested);
      const target = own ?? (where ? table.querySelector<HTMLElement>(where) : null);
      if (target === pointed && target?.classList.contains('coach-target')) {
        // The same control, moved by a redraw or a turned tablet: back in view if it left.
        if (!reachable(target)) target.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      pointed?.classList.remove('coach-target');
      pointed = target;
      if (!target) return;
      target.classList.add('coach-target');
      target.scrollIntoView?.({ block: 'nearest' });
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    addEventListener('resize', later);
    // The table may be drawn after this note, and redrawn by the board on its own.
    const watch = new MutationObserver(later);
    // A board that redraws a control's class (a card that becomes playable) drops the ring
    // with it: class changes are followed, and the ring put back. A tap may only change which
    // control is pressed or what a button sends (a star picked, a bid stepped up): a coach
    // that says so has those attributes followed too.
    watch.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter:
        coach.followsPresses === true ? ['class', 'aria-pressed', 'data-action'] : ['class'],
    });
    return () => {
      watch.disconnect();
      removeEventListener('resize', later);
      if (frame !== 0) cancelAnimationFrame(frame);
      pointed?.classList.remove('coach-target');
    };
  }, [key]);
  // Read during render: a change of language re-renders the note in the new language.
  const lang = activeLanguage.value;
  const why = coach.tip({ view, seat, prompt, actions, suggested, lang });
  const d = suggested !== undefined ? module.describe?.(suggested, seat, view) : undefined;
  return (
    <aside
      class="coach"
      aria-label={t('learn.coach')}
      data-testid="coach"
      data-suggested={key ?? undefined}
    >
      {/* Focusable: a long reason scrolls, and a keyboard can scroll it (Play.css). */}
      <p class="coach__why" tabIndex={0}>
        {first && <span class="coach__welcome">{coach.welcome(lang)} </span>}
        {why}
      </p>
      {d && (
        <p class="coach__move">
          <strong>{t('learn.suggests', { move: say(d.msg, d.args) })}</strong>
        </p>
      )}
      <button type="button" class="coach__off" onClick={onOff}>
        {t('learn.off')}
      </button>
    </aside>
  );
}
