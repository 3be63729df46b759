import { describe, expect, it } from 'vitest';
import {
  atCheckpoint,
  canUndo,
  createSession,
  dispatch,
  logFor,
  replay,
  sessionHash,
  undo,
  type Checkpoint,
} from '../../src/engine/session';
import type { GameModule, SeatId } from '../../src/engine/types';
import { FIXTURE_GAMES, loans, mediaRoll, responseWindow, sealedBid } from '../fixtures/games';
import { deepFreeze, last, makeInit, played, playRandom } from '../fixtures/play';
import { refusal } from '../helpers/refusal';

type AnyModule = GameModule<unknown, unknown, unknown>;
type Move = { seat: SeatId; action: unknown };

const CASES = FIXTURE_GAMES.flatMap((module) =>
  Array.from({ length: module.meta.maxSeats - module.meta.minSeats + 1 }, (_, i) => ({
    id: module.id,
    module,
    seats: module.meta.minSeats + i,
  })),
);

describe('replay', () => {
  it.each(CASES)(
    '$id with $seats seats: the moves replay to the identical table and log',
    ({ module, seats }) => {
      const init = makeInit(seats, `replay-${seats}`);
      const final = last(playRandom(module, init, `choices-${seats}`));
      expect(module.outcome(final.table.g)).not.toBeNull();
      const again = replay(module, init, final.moves);
      expect(sessionHash(again)).toBe(sessionHash(final));
      expect(again.log).toEqual(final.log);
      expect(again.moves).toEqual(final.moves);
      // The hash does tell games apart.
      const other = last(playRandom(module, init, `other-${seats}`));
      expect(sessionHash(other)).not.toBe(sessionHash(final));
    },
  );

  it.each(CASES)(
    '$id with $seats seats: replay from a checkpoint snapshot equals the full replay',
    ({ module, seats }) => {
      const init = makeInit(seats, `snap-${seats}`);
      const history = playRandom(module, init, `snap-choices-${seats}`);
      const final = last(history);
      const marks = history.flatMap((s, k) =>
        k > 0 && k < history.length - 1 && atCheckpoint(s) ? [k] : [],
      );
      const at = history[marks[Math.floor(marks.length / 2)] ?? -1];
      if (!at) throw new Error('no checkpoint in the middle of the game');
      // A snapshot goes through storage as JSON.
      const snapshot = JSON.parse(JSON.stringify({ table: at.table, log: at.log }));
      const fromSnapshot = replay(module, init, final.moves, snapshot);
      expect(sessionHash(fromSnapshot)).toBe(sessionHash(final));
      expect(fromSnapshot.log).toEqual(final.log);
      expect(fromSnapshot.moves).toEqual(final.moves);
    },
  );
});

describe('dispatch of an illegal action', () => {
  const rows: {
    name: string;
    module: AnyModule;
    seats: number;
    before: Move[];
    move: Move;
    code: string;
    section: string;
  }[] = [
    {
      name: 'a second sealed bid',
      module: sealedBid,
      seats: 2,
      before: [{ seat: 0, action: { type: 'bid', card: 'bid-3' } }],
      move: { seat: 0, action: { type: 'bid', card: 'bid-4' } },
      code: 'already-committed',
      section: 'fixture §2',
    },
    {
      name: 'a bid card not in hand',
      module: sealedBid,
      seats: 3,
      before: [],
      move: { seat: 2, action: { type: 'bid', card: 'bid-9' } },
      code: 'not-in-hand',
      section: 'fixture §2',
    },
    {
      name: 'the defense choosing the approach',
      module: responseWindow,
      seats: 2,
      before: [],
      move: { seat: 1, action: { type: 'approach', approach: 'power' } },
      code: 'not-your-turn',
      section: 'fixture §4.1',
    },
    {
      name: 'a roll before the approach',
      module: responseWindow,
      seats: 2,
      before: [],
      move: { seat: 0, action: { type: 'roll' } },
      code: 'not-your-turn',
      section: 'fixture §4.2',
    },
    {
      name: 'investing out of turn',
      module: loans,
      seats: 3,
      before: [],
      move: { seat: 1, action: { type: 'invest' } },
      code: 'not-your-turn',
      section: 'fixture §7.1',
    },
    {
      name: 'lending to oneself',
      module: loans,
      seats: 2,
      before: [],
      move: { seat: 0, action: { type: 'lend', to: 0 } },
      code: 'lend-to-self',
      section: 'fixture §8',
    },
    {
      name: 'rolling for another seat',
      module: mediaRoll,
      seats: 3,
      before: [],
      move: { seat: 2, action: { type: 'roll' } },
      code: 'not-your-roll',
      section: 'fixture §10',
    },
    {
      name: 'a seat that is not at the table',
      module: mediaRoll,
      seats: 2,
      before: [],
      move: { seat: 5, action: { type: 'roll' } },
      code: 'no-such-seat',
      section: 'fixture §1',
    },
  ];

  it.each(rows)(
    '$name is refused with its rule and changes nothing',
    ({ module, seats, before, move, code, section }) => {
      const session = played(module, seats, before);
      deepFreeze(session.table);
      deepFreeze(session.moves);
      deepFreeze(session.log);
      const text = JSON.stringify({ table: session.table, moves: session.moves, log: session.log });
      for (const strict of [true, false]) {
        const err = refusal(() => dispatch(session, move.seat, move.action, strict));
        expect({ code: err.code, section: err.section }).toEqual({ code, section });
      }
      expect(JSON.stringify({ table: session.table, moves: session.moves, log: session.log })).toBe(
        text,
      );
      // The same session still accepts a legal move afterwards.
      const legal = module.prompts(session.table.g)[0];
      if (!legal) throw new Error('no prompt');
      const action = module.actions(session.table.g, legal.seat)[0];
      expect(dispatch(session, legal.seat, action).moves).toHaveLength(session.moves.length + 1);
    },
  );

  it('a legal dispatch leaves the previous session untouched', () => {
    const session = createSession(mediaRoll, makeInit(3, 'pure'));
    deepFreeze(session.table);
    const hash = sessionHash(session);
    const next = dispatch(session, 0, { type: 'roll' });
    expect(sessionHash(session)).toBe(hash);
    expect(sessionHash(next)).not.toBe(hash);
    expect(session.moves).toHaveLength(0);
  });
});

describe('undo and checkpoints', () => {
  const approach = { seat: 0, action: { type: 'approach', approach: 'contact' } } as const;

  it('takes back a move that kept the prompt with the same seat, and only that one', () => {
    const start = createSession(responseWindow, makeInit(2, 'undo'));
    const after = dispatch(start, 0, approach.action);
    expect(last(after.moves).checkpoint).toBeNull();
    expect(canUndo(after)).toBe(true);
    expect(atCheckpoint(after)).toBe(false);
    const back = undo(after);
    expect(sessionHash(back)).toBe(sessionHash(start));
    expect(back.log).toEqual(start.log);
    expect(back.moves).toEqual([]);
    expect(refusal(() => undo(back)).code).toBe('nothing-to-undo');
  });

  it('never crosses a checkpoint, even with earlier moves in the list', () => {
    const moves: Move[] = [
      approach,
      { seat: 0, action: { type: 'roll' } },
      { seat: 1, action: { type: 'pass' } },
      { seat: 0, action: { type: 'pass' } },
    ];
    const before = played(responseWindow, 2, moves, 'cross');
    const after = dispatch(before, 1, { type: 'approach', approach: 'power' });
    const back = undo(after);
    expect(sessionHash(back)).toBe(sessionHash(before));
    expect(back.moves).toHaveLength(4);
    expect(refusal(() => undo(back))).toMatchObject({ code: 'nothing-to-undo', section: 'engine' });
  });

  const rows: {
    name: string;
    module: AnyModule;
    seats: number;
    moves: Move[];
    checkpoint: Checkpoint;
  }[] = [
    {
      name: 'a die roll',
      module: responseWindow,
      seats: 2,
      moves: [approach, { seat: 0, action: { type: 'roll' } }],
      checkpoint: 'random',
    },
    {
      name: 'a handoff to another seat',
      module: sealedBid,
      seats: 2,
      moves: [{ seat: 0, action: { type: 'bid', card: 'bid-2' } }],
      checkpoint: 'handoff',
    },
    {
      name: 'a reveal of every sealed bid',
      module: sealedBid,
      seats: 2,
      moves: [
        { seat: 0, action: { type: 'bid', card: 'bid-2' } },
        { seat: 1, action: { type: 'bid', card: 'bid-5' } },
      ],
      checkpoint: 'reveal',
    },
    {
      name: 'a pass that hands priority over',
      module: responseWindow,
      seats: 2,
      moves: [
        approach,
        { seat: 0, action: { type: 'roll' } },
        { seat: 1, action: { type: 'pass' } },
      ],
      checkpoint: 'handoff',
    },
  ];

  it.each(rows)(
    '$name is a checkpoint ($checkpoint) that undo refuses to cross',
    ({ module, seats, moves, checkpoint }) => {
      const session = played(module, seats, moves);
      expect(last(session.moves).checkpoint).toBe(checkpoint);
      expect(canUndo(session)).toBe(false);
      expect(atCheckpoint(session)).toBe(true);
      expect(refusal(() => undo(session)).code).toBe('nothing-to-undo');
    },
  );

  it('an out-of-turn loan passes no decision on, so the lender may take it back', () => {
    const session = played(loans, 2, [{ seat: 1, action: { type: 'lend', to: 0 } }]);
    expect(last(session.moves).checkpoint).toBeNull();
    expect(canUndo(session)).toBe(true);
    const back = undo(session);
    expect(back.moves).toHaveLength(0);
    expect(sessionHash(back)).toBe(sessionHash(played(loans, 2, [])));
  });

  it('a modifier card played from a hidden hand is a reveal', () => {
    const open = played(responseWindow, 2, [approach, { seat: 0, action: { type: 'roll' } }]);
    const play = responseWindow.actions(open.table.g, 1).find((a) => a.type === 'play');
    if (!play) throw new Error('the defense holds no card');
    const session = dispatch(open, 1, play);
    expect(last(session.moves).checkpoint).toBe('reveal');
    expect(canUndo(session)).toBe(false);
  });

  it.each(CASES)(
    '$id with $seats seats: the last move of a game is an end checkpoint',
    ({ module, seats }) => {
      const final = last(playRandom(module, makeInit(seats, 'end'), 'end'));
      expect(last(final.moves).checkpoint).toBe('end');
      expect(module.prompts(final.table.g)).toEqual([]);
    },
  );
});

describe('logFor', () => {
  it('shows a private line only to the seats it names', () => {
    const session = played(sealedBid, 3, [{ seat: 0, action: { type: 'bid', card: 'bid-4' } }]);
    const secret = session.log.filter((l) => l.to);
    expect(secret).toEqual([
      { seq: 1, msg: 'sealed.commitPrivate', args: { seat: 0, bid: 4 }, to: [0] },
    ]);
    expect(logFor(session.log, 0)).toEqual(session.log);
    expect(logFor(session.log, 1)).toEqual(session.log.filter((l) => !l.to));
    expect(logFor(session.log, null)).toEqual(logFor(session.log, 2));
    expect(logFor(session.log, 1).map((l) => l.msg)).toContain('sealed.commit');
  });

  it('stamps setup lines with 0 and each move with its number', () => {
    const session = played(mediaRoll, 2, [{ seat: 0, action: { type: 'roll' } }]);
    expect(session.log[0]).toMatchObject({ seq: 0, msg: 'media.start' });
    expect(last(session.log)).toMatchObject({ seq: 1, msg: 'media.roll', args: { seat: 0 } });
  });
});
