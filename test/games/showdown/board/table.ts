/**
 * Board test helpers: real Showdown sessions played through the engine at the advanced
 * level, and the props a board gets for one seat (its view and legal actions).
 */
import { fireEvent } from '@testing-library/preact';
import { formatMessage } from '../../../../src/engine/messages';
import { makeRng, parseSeed } from '../../../../src/engine/rng';
import { createSession, dispatch, type Session } from '../../../../src/engine/session';
import type { MsgArgs, Options, SeatId } from '../../../../src/engine/types';
import { showdownModule } from '../../../../src/games/showdown';
import type { ShowdownAction, ShowdownState, ShowdownView } from '../../../../src/games/showdown';
import type { BoardProps, SeatInfo } from '../../../../src/ui/board';

export type Game = Session<ShowdownState, ShowdownAction>;

export const NAMES = ['Mara', 'Jonah'];
export const ADVANCED: Options = { level: 'advanced', home: '1', rotation: '1' };

export function newGame(options: Options = ADVANCED, seed = 'board'): Game {
  return createSession(showdownModule, {
    seed,
    options,
    seats: NAMES.map((name) => ({ name, kind: 'human' as const })),
  });
}

export const state = (g: Game): ShowdownState => g.table.g;

/** Plays until `done`: the prompted seat plays `choose`'s action or a seeded random one. */
export function playUntil(
  g0: Game,
  done: (s: ShowdownState) => boolean,
  choose?: (s: ShowdownState, seat: SeatId, acts: ShowdownAction[]) => ShowdownAction | undefined,
  seed = 'policy',
): Game {
  const rng = makeRng(parseSeed(seed));
  let g = g0;
  for (let guard = 0; guard < 5000 && !done(state(g)); guard++) {
    const p = showdownModule.prompts(state(g))[0];
    if (!p) break;
    const acts = showdownModule.actions(state(g), p.seat);
    const a = choose?.(state(g), p.seat, acts) ?? acts[rng.int(acts.length)];
    if (!a) break;
    g = dispatch(g, p.seat, a);
  }
  return g;
}

export function seatInfos(): SeatInfo[] {
  return NAMES.map((name, i) => ({ name, color: i + 1, kind: 'human' as const }));
}

export function sayFor(key: string, args?: MsgArgs): string {
  return formatMessage(
    showdownModule.messages[key],
    key,
    args,
    (m) => NAMES[m] ?? `#${m + 1}`,
    (k) => showdownModule.messages[k],
  );
}

/** The props the app gives the board for `seat` (null: the table's view, no actions). */
export function propsFor(
  g: Game,
  seat: SeatId | null,
  onAction: (a: ShowdownAction) => void,
): BoardProps<ShowdownView, ShowdownAction> {
  const s = state(g);
  return {
    view: showdownModule.view(s, seat),
    seat,
    actions: seat === null ? [] : showdownModule.actions(s, seat),
    prompts: showdownModule.prompts(s),
    onAction,
    seats: seatInfos(),
    say: sayFor,
  };
}

/**
 * Every move the board offers through its controls: the `data-action` of every control shown
 * under each kind tab, after every path of first steps (a change made in steps: the player
 * going out, then the one coming in), tapped as a person would.
 */
export function reachableActions(container: Element): Set<string> {
  const seen = new Set<string>();
  const collect = () =>
    container.querySelectorAll('[data-action]').forEach((b) => {
      const a = b.getAttribute('data-action');
      if (a !== null) seen.add(a);
    });
  const keysHere = () =>
    [...container.querySelectorAll('.sd-subs [data-step]')].map(
      (b) => b.getAttribute('data-step') ?? '',
    );
  const follow = (path: readonly string[]) => {
    const back = container.querySelector('.sd-subs__back');
    if (back) fireEvent.click(back);
    for (const key of path) {
      const b = container.querySelector(`.sd-subs [data-step="${key}"]`);
      if (!b) throw new Error(`no step ${key} after ${path.join(' > ')}`);
      fireEvent.click(b);
    }
  };
  const walk = (path: readonly string[]) => {
    follow(path);
    collect();
    if (path.length > 3) return;
    for (const key of keysHere()) walk([...path, key]);
  };
  const tabs = () => [...container.querySelectorAll('[data-kind-tab]')];
  const n = Math.max(1, tabs().length);
  for (let t = 0; t < n; t++) {
    const tab = tabs()[t];
    if (tab) fireEvent.click(tab);
    walk([]);
  }
  return seen;
}
