/**
 * Which sounds the table plays after a change (src/app/table-sounds.ts): the game's cue for
 * its public play-by-play, the strongest when a move has several, never one for a line only
 * some seats may read; a roll; a person's turn back after the bots; the win after the last
 * play's own sound. And every game's own cues for its real log lines.
 */
import { describe, expect, it } from 'vitest';
import { cuesFor, type TableMoment } from '../../src/app/table-sounds';
import type { LogEntry, MoveRecord } from '../../src/engine/session';
import type { MsgArgs } from '../../src/engine/types';
import { GAMES } from '../../src/games/registry';
import type { LogSound } from '../../src/ui/sound';

const move = (seat: number, checkpoint: MoveRecord<unknown>['checkpoint'] = null) => ({
  seat,
  action: {},
  checkpoint,
});
const line = (msg: string, to?: number[]): LogEntry => ({ seq: 1, msg, ...(to && { to }) });
const sound: LogSound = ({ msg }) =>
  msg === 'g.card' ? 'card' : msg === 'g.run' ? 'crowd' : msg === 'g.last' ? 'out' : undefined;

const moment = (over: Partial<TableMoment>): TableMoment => ({
  fresh: [move(0)],
  lines: [],
  sound,
  botMoved: (seat) => seat === 1,
  turnBack: false,
  ended: false,
  ...over,
});

describe('the table sounds', () => {
  it('plays the strongest of the game cues of a move', () => {
    expect(cuesFor(moment({ lines: [line('g.card')] }))).toEqual([{ cue: 'card', delay: 0 }]);
    expect(cuesFor(moment({ lines: [line('g.card'), line('g.run')] }))).toEqual([
      { cue: 'crowd', delay: 0 },
    ]);
    expect(cuesFor(moment({ lines: [line('g.other')] }))).toEqual([]);
  });

  it('has no sound for a line only some seats may read: a sound would tell it to all', () => {
    expect(cuesFor(moment({ lines: [line('g.card', [0])] }))).toEqual([]);
  });

  it('rolls for a random move the game gives no sound of its own', () => {
    expect(cuesFor(moment({ fresh: [move(0, 'random')] }))).toEqual([{ cue: 'roll', delay: 0 }]);
    expect(cuesFor(moment({ fresh: [move(0, 'random')], lines: [line('g.run')] }))).toEqual([
      { cue: 'crowd', delay: 0 },
    ]);
  });

  it("chimes a person's turn back after a bot's move, after its sound", () => {
    expect(cuesFor(moment({ fresh: [move(1)], turnBack: true }))).toEqual([
      { cue: 'turn', delay: 0 },
    ]);
    expect(cuesFor(moment({ fresh: [move(1)], lines: [line('g.card')], turnBack: true }))).toEqual([
      { cue: 'card', delay: 0 },
      { cue: 'turn', delay: 0.6 },
    ]);
    // A person's own move hands the turn to another person: no chime.
    expect(cuesFor(moment({ fresh: [move(0)], turnBack: true }))).toEqual([]);
  });

  it('cheers the win after the final out', () => {
    expect(cuesFor(moment({ lines: [line('g.run'), line('g.last')], ended: true }))).toEqual([
      { cue: 'out', delay: 0 },
      { cue: 'win', delay: 0.6 },
    ]);
    expect(cuesFor(moment({ ended: true }))).toEqual([{ cue: 'win', delay: 0 }]);
  });

  it('is silent after an undo (no fresh move) and for a game without sounds', () => {
    expect(cuesFor(moment({ fresh: [], lines: [] }))).toEqual([]);
    expect(cuesFor(moment({ sound: undefined, lines: [line('g.card')] }))).toEqual([]);
  });
});

/** Per game: real log lines (as the rules write them) and the cue each should have. */
const GAME_LINES: Record<string, [msg: string, args: MsgArgs, cue: string | undefined][]> = {
  showdown: [
    ['showdown.log.card', { seat: 0, card: 'Rally' }, 'card'],
    ['showdown.log.scores', { runner: 'Ned', pitcher: 'Sid' }, 'crowd'],
    ['showdown.log.walkoff', { seat: 1 }, 'crowd'],
    ['showdown.log.final', { innings: 9 }, 'out'],
    ['showdown.log.out', { outs: 1 }, undefined],
  ],
  highlights: [
    ['hl.play', { team: 'Foundry', card: 'Vale' }, 'card'],
    ['hl.hit', { team: 'Foundry', runs: 2 }, 'crowd'],
    ['hl.hit', { team: 'Foundry', runs: 0 }, undefined],
    ['hl.gameWon', { team: 'Foundry' }, 'out'],
  ],
  lords: [
    ['lords.play.ops.money', { seat: 0, card: 'Big Night', ops: 2 }, 'card'],
    ['lords.play.pass', { seat: 0 }, undefined],
    ['lords.pennantWon', { seat: 1 }, 'crowd'],
  ],
  gm: [
    ['gm.log.sign', { seat: 0, card: 'Otis Yarrow' }, 'card'],
    ['gm.log.champion', { seat: 0 }, 'crowd'],
    ['gm.log.place', { seat: 0 }, undefined],
  ],
  fantasy: [
    ['fantasy.log.reveal', { seat: 0, card: 'Mirela' }, 'card'],
    ['fantasy.log.battleWon', { seat: 0 }, 'crowd'],
    ['fantasy.log.sign', { seat: 0 }, undefined],
  ],
};

describe("each game's sounds", () => {
  for (const entry of GAMES) {
    it(`${entry.id}: a card, a run and the final out, from its own log lines`, async () => {
      const [ui, module] = await Promise.all([entry.loadUi(), entry.load()]);
      const rows = GAME_LINES[entry.id];
      if (!rows || !ui.sound) throw new Error(`${entry.id} has no sounds`);
      for (const [msg, args, cue] of rows) {
        // The key is one the game really writes.
        expect(module.messages[msg], msg).toBeTypeOf('string');
        expect(ui.sound({ msg, args }), msg).toBe(cue);
      }
    });
  }
});
