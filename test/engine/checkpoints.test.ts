/**
 * Undo that cannot be used to cheat, on the shipped games: a move after which any seat sees a
 * card it could not see before is a checkpoint, decided by the engine; and anything that is
 * not a move is refused at the door with a RulesError.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/engine/play';
import { canUndo, createSession, dispatch, replay, type Session } from '../../src/engine/session';
import { RulesError, type GameModule, type Seat } from '../../src/engine/types';
import { fantasyModule } from '../../src/games/fantasy';
import { showdownModule } from '../../src/games/showdown';

const humans = (n: number): Seat[] =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' }));

/** Plays the first listed action of the first prompted seat. */
function playFirst<S, A>(s: Session<S, A>): Session<S, A> {
  const seat = s.module.prompts(s.table.g)[0]?.seat ?? 0;
  const action = s.module.actions(s.table.g, seat)[0] as A;
  return dispatch(s, seat, action);
}

describe('checkpoints decided from what the seats can see', () => {
  it('Fantasy §1 draft: the last pick of a round passes the hands, so it cannot be undone', () => {
    let s = createSession(fantasyModule, { seed: 'draft-undo', seats: humans(2), options: {} });
    const handsOf = (x: typeof s) => x.table.g.drafts.map((z) => z.cards.join());
    let passes = 0;
    while (s.table.g.phase === 'draft' && passes < 3) {
      const before = handsOf(s);
      const seat = s.module.prompts(s.table.g)[0]?.seat ?? 0;
      const picker = s.table.g.done.filter(Boolean).length === 1;
      s = playFirst(s);
      const last = s.moves[s.moves.length - 1];
      // The round's last pick: the picker is asked again, with the hand passed from the right.
      if (picker && s.table.g.phase === 'draft') {
        passes++;
        expect(handsOf(s)).not.toEqual(before);
        expect(last?.checkpoint).toBe('reveal');
        expect(canUndo(s)).toBe(false);
        expect(s.module.prompts(s.table.g).some((p) => p.seat === seat)).toBe(true);
      }
    }
    expect(passes).toBe(3);
  });

  it('Showdown §STRATEGY DECKS: each pass between series games is a checkpoint', () => {
    const init = {
      seed: 'series-undo',
      seats: humans(2),
      options: { level: 'advanced', series: '3', home: '0' },
    };
    const played = playGame(showdownModule, {
      seed: init.seed,
      seats: 2,
      options: init.options,
      bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
    });
    expect(played.error).toBeNull();
    // Replay up to the first move made between games, then play the passes by hand.
    const moves = played.moves as { seat: number; action: never }[];
    let s = replay(showdownModule, init, []);
    let i = 0;
    while (s.table.g.phase !== 'between')
      s = dispatch(s, moves[i]?.seat ?? 0, moves[i++]?.action as never);
    let passes = 0;
    while (s.table.g.phase === 'between') {
      const seat = s.table.g.turn;
      s = dispatch(s, seat, { t: 'pass' });
      passes++;
      expect(s.moves[s.moves.length - 1]?.checkpoint).not.toBeNull();
      expect(canUndo(s)).toBe(false);
    }
    expect(passes).toBe(2);
  });
});

describe('the engine door', () => {
  const sessions: [string, Session<unknown, unknown>][] = [
    [
      'fantasy',
      createSession(fantasyModule as GameModule<unknown, unknown, unknown>, {
        seed: 'door',
        seats: humans(2),
        options: {},
      }),
    ],
    [
      'showdown',
      createSession(showdownModule as GameModule<unknown, unknown, unknown>, {
        seed: 'door',
        seats: humans(2),
        options: { level: 'advanced' },
      }),
    ],
  ];
  const junk: [string, unknown][] = [
    ['null', null],
    ['a number', 3],
    ['a string', 'pass'],
    ['an array', [{ t: 'pass' }]],
    ['a move with a missing field', { t: 'send' }],
    ['a move with fields of the wrong type', { t: 'pick', c: 7 }],
    ['an empty object', {}],
  ];
  for (const [game, s] of sessions) {
    it.each(junk)(`${game} refuses %s with a RulesError and changes nothing`, (_what, action) => {
      const seat = s.module.prompts(s.table.g)[0]?.seat ?? 0;
      let thrown: unknown;
      try {
        dispatch(s, seat, action);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(RulesError);
      expect(s.moves).toHaveLength(0);
    });
  }
});
