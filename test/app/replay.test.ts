/** The replay's "jump to": one stop at the first move of each chapter of the game. */
import { describe, expect, it } from 'vitest';
import { chapters } from '../../src/app/screens/Replay';
import { formatMessage } from '../../src/engine/messages';
import { playGame } from '../../src/engine/play';
import type { Table } from '../../src/engine/session';
import type { MsgArgs } from '../../src/engine/types';
import { showdownModule } from '../../src/games/showdown';
import type { ShowdownState } from '../../src/games/showdown/state';

describe('replay chapters', () => {
  it('a Showdown game has a stop at the first move of every inning, in order', () => {
    const tables: Table<unknown>[] = [];
    const r = playGame(showdownModule, {
      seed: 'chapters',
      seats: 2,
      options: { home: '0' },
      bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
      onMove: (before, _s, _a, after) => {
        if (tables.length === 0) tables.push(before as Table<unknown>);
        tables.push(after as Table<unknown>);
      },
    });
    expect(r.error).toBeNull();
    const say = (k: string, a?: MsgArgs) =>
      formatMessage(showdownModule.messages[k], k, a, String, (x) => showdownModule.messages[x]);
    const stops = chapters(showdownModule as never, tables, say);
    const innings = (tables.at(-1)?.g as ShowdownState).inning;
    expect(stops.map((c) => c.label)).toEqual(
      Array.from({ length: innings }, (_, i) => `Inning ${i + 1}`),
    );
    for (const c of stops) {
      const s = tables[c.at]?.g as ShowdownState;
      expect(`Inning ${s.inning}`).toBe(c.label);
      const before = tables[c.at - 1]?.g as ShowdownState | undefined;
      if (before) expect(before.inning).toBe(s.inning - 1);
    }
  });

  it('a game without chapters has no stops', () => {
    expect(chapters({}, [], String)).toEqual([]);
  });
});
