/**
 * The bench's yardstick: boardgame.io 0.50.2's game reducer playing random legal
 * tic-tac-toe. `npm run bench` measures it in the same process, interleaved with our games,
 * and prints every figure as a multiple of it, so a figure means the same on a slower or
 * busier machine. Bench-only: nothing here is shipped.
 */
import type { Ctx, Game, State } from 'boardgame.io';
import type { INVALID_MOVE as InvalidMove } from 'boardgame.io/core';
import { makeRng, parseSeed } from '../src/engine/rng';

type Cell = string | null;
interface TicTacToeState {
  cells: Cell[];
}

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
] as const;

const isVictory = (cells: readonly Cell[]) =>
  LINES.some(([a, b, c]) => cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]);

/** The classic 3x3 game as boardgame.io's tutorial writes it (immer-style moves). */
const ticTacToe = (INVALID_MOVE: typeof InvalidMove): Game<TicTacToeState> => ({
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array<Cell>(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id: number) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }: { G: TicTacToeState; ctx: Ctx }) => {
    if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
});

/** boardgame.io's MAKE_MOVE action (its `makeMove` creator is not exported). */
const clickCell = (id: number, playerID: string) => ({
  type: 'MAKE_MOVE' as const,
  payload: { type: 'clickCell', args: [id], playerID, credentials: undefined },
});

/** Runs the baseline for at least `ms`: how many moves it made in how many milliseconds. */
export type Baseline = (ms: number) => { count: number; ms: number };

/**
 * Loads boardgame.io in production mode (as an app ships it; in development it also checks
 * every move's result is serializable) and returns the measurement: random tic-tac-toe
 * moves through its reducer for about `ms`.
 */
export async function loadBaseline(seed = 'baseline'): Promise<Baseline> {
  process.env.NODE_ENV = 'production';
  const { INVALID_MOVE } = await import('boardgame.io/core');
  const { CreateGameReducer, InitializeGame } = await import('boardgame.io/internal');
  const game = ticTacToe(INVALID_MOVE);
  const reducer = CreateGameReducer({ game });
  const initial = InitializeGame({ game, numPlayers: 2 });
  const rng = makeRng(parseSeed(seed));

  /** One random legal game through the reducer; returns the number of moves made. */
  const play = (): number => {
    let state: State<TicTacToeState> = initial;
    let moves = 0;
    while (state.ctx.gameover === undefined) {
      const free: number[] = [];
      state.G.cells.forEach((c, i) => c === null && free.push(i));
      const next = reducer(state, clickCell(rng.pick(free), state.ctx.currentPlayer));
      if (next._stateID === state._stateID) throw new Error('baseline: the reducer refused a move');
      state = next;
      moves++;
    }
    return moves;
  };

  return (ms) => {
    let moves = 0;
    let elapsed = 0;
    const start = performance.now();
    while (elapsed < ms) {
      for (let i = 0; i < 5; i++) moves += play();
      elapsed = performance.now() - start;
    }
    return { count: moves, ms: elapsed };
  };
}
