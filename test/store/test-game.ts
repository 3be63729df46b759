/**
 * A tiny deterministic game for storage tests, with every kind of checkpoint:
 * both seats first pick a secret bonus at once (handoff, then reveal), then take turns
 * where a seat may roll a die (random), bump its score by one once per turn (undoable)
 * or end its turn (handoff). The game ends after `length` moves (end).
 */
import { hidden, redact, type Hidden, type View } from '../../src/engine/hidden';
import type { Session } from '../../src/engine/session';
import { dispatch } from '../../src/engine/session';
import { must, type GameModule, type Outcome, type SeatId } from '../../src/engine/types';

export interface DiceState {
  readonly phase: 'pick' | 'play';
  readonly picks: readonly Hidden<number>[];
  readonly picked: readonly boolean[];
  readonly scores: readonly number[];
  readonly turn: SeatId;
  readonly bumped: boolean;
  readonly moves: number;
  readonly length: number;
}

export type DiceAction =
  | { readonly t: 'pick'; readonly n: number }
  | { readonly t: 'roll' }
  | { readonly t: 'bump' }
  | { readonly t: 'end' };

const over = (s: DiceState) => s.moves >= s.length;

function legal(s: DiceState, seat: SeatId): DiceAction[] {
  if (over(s)) return [];
  if (s.phase === 'pick')
    return s.picked[seat] === false ? [1, 2, 3].map((n) => ({ t: 'pick', n })) : [];
  if (seat !== s.turn) return [];
  return [{ t: 'roll' }, ...(s.bumped ? [] : [{ t: 'bump' } as const]), { t: 'end' }];
}

function rank(scores: readonly number[]): number[] {
  return scores.map((x) => 1 + scores.filter((y) => y > x).length);
}

export const diceGame: GameModule<DiceState, DiceAction, View<DiceState>> = {
  id: 'dice',
  meta: {
    id: 'dice',
    title: 'Dice Race',
    credit: { rulebook: 'test', designers: 'test' },
    minSeats: 2,
    maxSeats: 4,
    options: [
      {
        key: 'length',
        kind: 'choice',
        label: 'length',
        default: '30',
        choices: [
          { value: '30', label: '30' },
          { value: '15', label: '15' },
        ],
      },
    ],
    rulesVersion: 1,
  },
  setup(_ctx, seats, options) {
    const length = Number(options.length ?? 30);
    const none = Array.from({ length: seats }, () => false);
    return {
      phase: 'pick',
      picks: none.map((_, seat) => hidden([seat], 0, 0)),
      picked: none,
      scores: none.map(() => 0),
      turn: 0,
      bumped: false,
      moves: 0,
      length: Number.isInteger(length) && length > 0 ? length : 30,
    };
  },
  prompts(s) {
    if (over(s)) return [];
    if (s.phase === 'pick') {
      return s.picked.flatMap((done, seat) =>
        done ? [] : [{ seat, kind: 'secret', msg: 'pick' }],
      );
    }
    return [{ seat: s.turn, kind: 'turn', msg: 'play' }];
  },
  actions: legal,
  apply(s, seat, action, ctx) {
    must(
      legal(s, seat).some((a) => JSON.stringify(a) === JSON.stringify(action)),
      'not-your-move',
      'dice §1',
    );
    const moves = s.moves + 1;
    const set = <T>(xs: readonly T[], i: number, x: T) => xs.map((y, j) => (j === i ? x : y));
    switch (action.t) {
      case 'pick': {
        const picked = set(s.picked, seat, true);
        let picks = set(s.picks, seat, hidden([seat], action.n, 0));
        const all = picked.every(Boolean);
        if (all) {
          picks = picks.map((p) => hidden('all', p.value, 0));
        }
        return { ...s, picked, picks, phase: all ? 'play' : 'pick', moves };
      }
      case 'roll': {
        const die = ctx.rng.rollDie(6);
        ctx.log('rolled', { seat, die });
        return { ...s, scores: set(s.scores, seat, (s.scores[seat] ?? 0) + die), moves };
      }
      case 'bump':
        return {
          ...s,
          scores: set(s.scores, seat, (s.scores[seat] ?? 0) + 1),
          bumped: true,
          moves,
        };
      case 'end':
        return { ...s, turn: (s.turn + 1) % s.scores.length, bumped: false, moves };
    }
  },
  view: (s, seat) => redact(s, seat),
  outcome(s): Outcome | null {
    if (!over(s)) return null;
    const scores = s.scores.map((x, i) => x + (s.picks[i]?.value ?? 0));
    return { rank: rank(scores), scores };
  },
  messages: { pick: 'Pick a bonus', play: 'Your turn', rolled: '{seat} rolled {die}' },
};

/** The move a test player makes: a fixed pattern over the legal actions, so games repeat. */
export function nextMove(session: Session<DiceState, DiceAction>): {
  seat: SeatId;
  action: DiceAction;
} {
  const g = session.table.g;
  const prompt = diceGame.prompts(g)[0];
  if (!prompt) throw new Error('the game is over');
  const actions = legal(g, prompt.seat);
  const action = actions[(session.table.seq * 5 + 1) % actions.length];
  if (!action) throw new Error('no legal action');
  return { seat: prompt.seat, action };
}

/** Plays `n` moves with nextMove, calling `each` after every move. */
export async function play(
  session: Session<DiceState, DiceAction>,
  n: number,
  each?: (s: Session<DiceState, DiceAction>) => void | Promise<void>,
): Promise<Session<DiceState, DiceAction>> {
  let s = session;
  for (let i = 0; i < n; i++) {
    const { seat, action } = nextMove(s);
    s = dispatch(s, seat, action);
    await each?.(s);
  }
  return s;
}

/** Seats for a two-player test game. */
export const TWO_SEATS = [
  { name: 'Ada', kind: 'human' as const, profileId: 'p-ada' },
  { name: 'Bo', kind: 'human' as const },
];
