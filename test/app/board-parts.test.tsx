// @vitest-environment happy-dom
/**
 * The board parts contract (`BoardProps.part`, `GameUi.parts`) that the across-the-table
 * layout stands on: the 'table' part is public and has no controls; the 'seat' part offers
 * every move the whole board offers, so nothing becomes unreachable across the table.
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultOptions } from '../../src/engine/options';
import { makeRng } from '../../src/engine/rng';
import { promptSeats, startTable, step, type GameInit } from '../../src/engine/session';
import type { SeatId } from '../../src/engine/types';
import { GAMES } from '../../src/games/registry';
import type { BoardPart, GameUi, SeatInfo } from '../../src/ui/board';

afterEach(cleanup);

const SEATS: readonly SeatInfo[] = [
  { name: 'Ada', color: 1, kind: 'human' },
  { name: 'Bo', color: 2, kind: 'human' },
];

const actionsIn = (el: Element) =>
  [...el.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action')).sort();

describe('board parts (across the table)', () => {
  for (const entry of GAMES) {
    it(`${entry.id}: the table part is public, the seat part offers every move`, async () => {
      const ui = (await entry.loadUi()) as GameUi;
      if (!ui.parts) return;
      const module = await entry.load();
      const init: GameInit = {
        seed: `parts-${entry.id}`,
        seats: [
          { name: 'Ada', kind: 'human' },
          { name: 'Bo', kind: 'human' },
        ],
        options: defaultOptions(module.meta),
      };
      let { table } = startTable(module, init);
      const rng = makeRng({ ...table.rng });
      const draw = (part: BoardPart, seat: SeatId | null) =>
        render(
          <ui.Board
            part={part}
            view={module.view(table.g, seat)}
            seat={seat}
            actions={seat === null ? [] : module.actions(table.g, seat)}
            prompts={module.prompts(table.g)}
            onAction={() => undefined}
            seats={SEATS}
            say={(k) => k}
          />,
        );
      let checked = 0;
      for (let n = 0; n < 400 && module.outcome(table.g) === null; n++) {
        const seats = promptSeats(module, table.g);
        const seat = seats[0];
        if (seat === undefined) break;
        if (n % 5 === 0) {
          const whole = draw('whole', seat);
          const all = actionsIn(whole.container);
          whole.unmount();
          const own = draw('seat', seat);
          expect(actionsIn(own.container)).toEqual(all);
          own.unmount();
          const shared = draw('table', null);
          expect(shared.container.querySelectorAll('[data-action]')).toHaveLength(0);
          expect(shared.container.querySelectorAll('[data-zone="hand"]')).toHaveLength(0);
          shared.unmount();
          checked++;
        }
        const legal = module.actions(table.g, seat);
        const a = legal[rng.int(legal.length)];
        table = step(module, table, seat, a).table;
      }
      expect(checked).toBeGreaterThan(3);
    });
  }
});
