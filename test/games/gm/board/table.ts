/**
 * Board test helpers: real You're the GM! sessions played through the engine, and the props
 * a board gets for one seat (its view and legal actions), as Play.tsx builds them.
 */
import { formatMessage } from '../../../../src/engine/messages';
import { makeRng, parseSeed } from '../../../../src/engine/rng';
import { createSession, dispatch, type Session } from '../../../../src/engine/session';
import type { MsgArgs, SeatId } from '../../../../src/engine/types';
import { gmModule } from '../../../../src/games/gm';
import type { GmAction, GmState, GmView } from '../../../../src/games/gm';
import type { BoardProps, SeatInfo } from '../../../../src/ui/board';

export type Game = Session<GmState, GmAction>;

export const NAMES = ['Mara', 'Jonah', 'Aiko', 'Bea', 'Cole', 'Dev'];

export function newGame(seats: number, seed = 'board'): Game {
  return createSession(gmModule, {
    seed,
    options: {},
    seats: NAMES.slice(0, seats).map((name) => ({ name, kind: 'human' as const })),
  });
}

export const state = (g: Game): GmState => g.table.g;

/**
 * Plays until `done`: the first prompted seat plays `choose`'s action, or a seeded random
 * legal one (never past the end of the game).
 */
export function playUntil(
  g0: Game,
  done: (s: GmState) => boolean,
  choose?: (s: GmState, seat: SeatId, acts: GmAction[]) => GmAction | undefined,
  seed = 'policy',
): Game {
  const rng = makeRng(parseSeed(seed));
  let g = g0;
  for (let guard = 0; guard < 20000 && !done(state(g)); guard++) {
    const p = gmModule.prompts(state(g))[0];
    if (!p) break;
    const acts = gmModule.actions(state(g), p.seat);
    const a = choose?.(state(g), p.seat, acts) ?? acts[rng.int(acts.length)];
    if (!a) break;
    g = dispatch(g, p.seat, a);
  }
  return g;
}

/** A policy that signs whenever it can (so rosters fill and the dice steps have slots). */
export const signer = (_s: GmState, _seat: SeatId, acts: GmAction[]): GmAction | undefined =>
  acts.find((a) => a.t === 'sign');

export function seatInfos(n: number): SeatInfo[] {
  return NAMES.slice(0, n).map((name, i) => ({ name, color: i + 1, kind: 'human' as const }));
}

/** The props Play.tsx gives the board for `seat` (null: the table's view, no actions). */
export function propsFor(
  g: Game,
  seat: SeatId | null,
  onAction: (a: GmAction) => void,
): BoardProps<GmView, GmAction> {
  const s = state(g);
  const names = NAMES.slice(0, s.seats);
  return {
    view: gmModule.view(s, seat),
    seat,
    actions: seat === null ? [] : gmModule.actions(s, seat),
    prompts: gmModule.prompts(s),
    onAction,
    seats: seatInfos(s.seats),
    say: (key: string, args?: MsgArgs) =>
      formatMessage(
        gmModule.messages[key],
        key,
        args,
        (m) => names[m] ?? `#${m + 1}`,
        (k) => gmModule.messages[k],
      ),
  };
}

/** Every card id `seat` may not see: other GMs' draft hands and picks, the deck, the discards. */
export function hiddenFrom(s: GmState, seat: SeatId | null): string[] {
  const others = s.gms.flatMap((g, m) => (m === seat ? [] : [...g.hand.cards, ...g.pick.cards]));
  return [...others, ...s.deck.cards, ...s.discard.cards];
}
