/**
 * Board test helpers: real Fantasy sessions played through the engine, and the props a
 * board gets for one seat (its view and legal actions), as Play.tsx builds them.
 */
import { formatMessage } from '../../../../src/engine/messages';
import { makeRng, parseSeed } from '../../../../src/engine/rng';
import { createSession, dispatch, type Session } from '../../../../src/engine/session';
import type { MsgArgs, Options, SeatId } from '../../../../src/engine/types';
import { fantasyModule } from '../../../../src/games/fantasy';
import type { FantasyAction, FantasyState, FantasyView } from '../../../../src/games/fantasy';
import type { BoardProps, SeatInfo } from '../../../../src/ui/board';

export type Game = Session<FantasyState, FantasyAction>;

export const NAMES = ['Mara', 'Jonah', 'Aiko', 'Bea', 'Cole'];

export function newGame(seats: number, options: Options = {}, seed = 'board'): Game {
  return createSession(fantasyModule, {
    seed,
    options,
    seats: NAMES.slice(0, seats).map((name) => ({ name, kind: 'human' as const })),
  });
}

export const state = (g: Game): FantasyState => g.table.g;

/**
 * Plays until `done`: the first prompted seat plays `choose`'s action, or a seeded random
 * legal one (never past the end of the game).
 */
export function playUntil(
  g0: Game,
  done: (s: FantasyState) => boolean,
  choose?: (s: FantasyState, seat: SeatId, acts: FantasyAction[]) => FantasyAction | undefined,
  seed = 'policy',
): Game {
  const rng = makeRng(parseSeed(seed));
  let g = g0;
  for (let guard = 0; guard < 5000 && !done(state(g)); guard++) {
    const p = fantasyModule.prompts(state(g))[0];
    if (!p) break;
    const acts = fantasyModule.actions(state(g), p.seat);
    const a = choose?.(state(g), p.seat, acts) ?? acts[rng.int(acts.length)];
    if (!a) break;
    g = dispatch(g, p.seat, a);
  }
  return g;
}

export function seatInfos(n: number): SeatInfo[] {
  return NAMES.slice(0, n).map((name, i) => ({ name, color: i + 1, kind: 'human' as const }));
}

/** The props Play.tsx gives the board for `seat` (null: the table's view, no actions). */
export function propsFor(
  g: Game,
  seat: SeatId | null,
  onAction: (a: FantasyAction) => void,
): BoardProps<FantasyView, FantasyAction> {
  const s = state(g);
  const names = NAMES.slice(0, s.seats);
  return {
    view: fantasyModule.view(s, seat),
    seat,
    actions: seat === null ? [] : fantasyModule.actions(s, seat),
    prompts: fantasyModule.prompts(s),
    onAction,
    seats: seatInfos(s.seats),
    say: (key: string, args?: MsgArgs) =>
      formatMessage(
        fantasyModule.messages[key],
        key,
        args,
        (m) => names[m] ?? `#${m + 1}`,
        (k) => fantasyModule.messages[k],
      ),
  };
}

/** Every character id in a seat's private zones (hand, draft hand, lineup, bench). */
export function privateCards(s: FantasyState, m: number): string[] {
  const g = s.mgrs[m];
  if (!g) return [];
  return [
    ...g.hand.cards,
    ...(s.drafts[m]?.cards ?? []),
    ...g.bench.cards,
    ...g.slots.flatMap((z) => (z.$zone === 'all' ? [] : z.cards)),
  ];
}

/** Every card id hidden from `seat` (null: the table) in the full state. */
export function hiddenFrom(s: FantasyState, seat: SeatId | null): string[] {
  const others = s.mgrs.flatMap((_, m) => (m === seat ? [] : privateCards(s, m)));
  const secretPiles = [s.charDeck, s.discard, s.winDeck, s.eventDeck, s.drawn].flatMap((z) =>
    z.$zone === 'all' || (seat !== null && z.$zone !== 'none' && z.$zone.includes(seat))
      ? []
      : z.cards,
  );
  return [...others, ...secretPiles];
}
