/**
 * Board test helpers: real Lords of Baseball sessions played through the engine by the
 * module's heuristic bot, and the props a board gets for one seat (its view, legal actions
 * and the prompts), as Play.tsx builds them.
 */
import { formatMessage } from '../../../../src/engine/messages';
import { makeRng, parseSeed } from '../../../../src/engine/rng';
import { createSession, dispatch, type Session } from '../../../../src/engine/session';
import type { MsgArgs, Options, SeatId } from '../../../../src/engine/types';
import { lordsModule } from '../../../../src/games/lords';
import type { LordsAction, LordsState, LordsView } from '../../../../src/games/lords';
import type { BoardProps, SeatInfo } from '../../../../src/ui/board';

export type Game = Session<LordsState, LordsAction>;

export const NAMES = ['Mara', 'Jonah', 'Aiko', 'Bea'];

export function newGame(seats: number, options: Options = {}, seed = 'board'): Game {
  return createSession(lordsModule, {
    seed,
    options,
    seats: NAMES.slice(0, seats).map((name) => ({ name, kind: 'human' as const })),
  });
}

export const state = (g: Game): LordsState => g.table.g;

/**
 * Plays until `done`: the first prompted seat plays the heuristic bot's choice from its own
 * view (never past the end of the game).
 */
export function playUntil(g0: Game, done: (s: LordsState) => boolean, seed = 'policy'): Game {
  const rng = makeRng(parseSeed(seed));
  const bot = lordsModule.heuristic;
  if (!bot) throw new Error('Lords has a heuristic bot');
  let g = g0;
  for (let guard = 0; guard < 5000 && !done(state(g)); guard++) {
    const p = lordsModule.prompts(state(g))[0];
    if (!p) break;
    const acts = lordsModule.actions(state(g), p.seat);
    g = dispatch(g, p.seat, bot(lordsModule.view(state(g), p.seat), p.seat, acts, rng));
  }
  return g;
}

/** The seat the first prompt names. */
export const prompted = (g: Game): SeatId => lordsModule.prompts(state(g))[0]?.seat ?? 0;

export function seatInfos(n: number): SeatInfo[] {
  return NAMES.slice(0, n).map((name, i) => ({ name, color: i + 1, kind: 'human' as const }));
}

/** The props Play.tsx gives the board for `seat` (null: the table's view, no actions). */
export function propsFor(
  g: Game,
  seat: SeatId | null,
  onAction: (a: LordsAction) => void,
): BoardProps<LordsView, LordsAction> {
  const s = state(g);
  const names = NAMES.slice(0, s.seats);
  return {
    view: lordsModule.view(s, seat),
    seat,
    actions: seat === null ? [] : lordsModule.actions(s, seat),
    prompts: lordsModule.prompts(s),
    onAction,
    seats: seatInfos(s.seats),
    say: (key: string, args?: MsgArgs) =>
      formatMessage(
        lordsModule.messages[key],
        key,
        args,
        (m) => names[m] ?? `#${m + 1}`,
        (k) => lordsModule.messages[k],
      ),
  };
}
