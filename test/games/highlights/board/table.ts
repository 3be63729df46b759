/**
 * Board test helpers: real Highlights sessions played through the engine, and the props a
 * board gets for one seat (its view and legal actions).
 */
import { formatMessage } from '../../../../src/engine/messages';
import { createSession, dispatch, type Session } from '../../../../src/engine/session';
import type { MsgArgs, Options, SeatId } from '../../../../src/engine/types';
import { highlightsModule } from '../../../../src/games/highlights';
import type { HlAction, HlState, HlView } from '../../../../src/games/highlights';
import type { BoardProps, SeatInfo } from '../../../../src/ui/board';

export type Game = Session<HlState, HlAction>;

export const NAMES = ['Mara', 'Jonah', 'Ines'];

export function newGame(seats: number, options: Options = {}, seed = 'board'): Game {
  return createSession(highlightsModule, {
    seed,
    options,
    seats: NAMES.slice(0, seats).map((name) => ({ name, kind: 'human' as const })),
  });
}

export const state = (g: Game): HlState => g.table.g;

export function seatInfos(n: number): SeatInfo[] {
  return NAMES.slice(0, n).map((name, i) => ({ name, color: i + 1, kind: 'human' as const }));
}

export function sayFor(key: string, args?: MsgArgs): string {
  return formatMessage(
    highlightsModule.messages[key],
    key,
    args,
    (m) => NAMES[m] ?? `#${m + 1}`,
    (k) => highlightsModule.messages[k],
  );
}

/** Plays the first listed action of the prompted seat until `done`. */
export function playUntil(g0: Game, done: (s: HlState) => boolean, pickLast = false): Game {
  let g = g0;
  for (let guard = 0; guard < 5000 && !done(state(g)); guard++) {
    const p = highlightsModule.prompts(state(g))[0];
    if (!p) break;
    const acts = highlightsModule.actions(state(g), p.seat);
    const a = pickLast ? acts[acts.length - 1] : acts[0];
    if (!a) break;
    g = dispatch(g, p.seat, a);
  }
  return g;
}

/** The props the app gives the board for `seat` (null: the table's view, no actions). */
export function propsFor(
  g: Game,
  seat: SeatId | null,
  onAction: (a: HlAction) => void,
): BoardProps<HlView, HlAction> {
  const s = state(g);
  return {
    view: highlightsModule.view(s, seat),
    seat,
    actions: seat === null ? [] : highlightsModule.actions(s, seat),
    prompts: highlightsModule.prompts(s),
    onAction,
    seats: seatInfos(s.seats),
    say: sayFor,
  };
}
