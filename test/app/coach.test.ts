/**
 * Every coached game's guided first game: the coach has words for each decision the learner
 * meets, its suggestion is a legal move, and the game is the same for everyone (fixed seed).
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../src/engine/options';
import { makeRng, parseSeed } from '../../src/engine/rng';
import { startTable, step, type GameInit } from '../../src/engine/session';
import type { SeatId } from '../../src/engine/types';
import { GAMES } from '../../src/games/registry';

describe('guided first games', () => {
  for (const entry of GAMES.filter((g) => g.coached)) {
    it(`${entry.id}: the coach speaks at every decision of the learner, and suggests a legal move`, async () => {
      const [module, ui] = await Promise.all([entry.load(), entry.loadUi()]);
      const coach = ui.coach;
      if (!coach) throw new Error(`${entry.id} is marked coached but ships no coach`);
      expect(coach.welcome.length).toBeGreaterThan(40);
      const init: GameInit = {
        seed: coach.seed,
        seats: [
          { name: 'You', kind: 'human' },
          ...coach.others.map((o, i) => ({
            name: `Bot ${i + 2}`,
            kind: 'bot' as const,
            level: o.level,
          })),
        ],
        options: { ...defaultOptions(module.meta), ...coach.options },
      };
      let { table } = startTable(module, init);
      const rng = makeRng(parseSeed(`walk-${entry.id}`));
      const met = new Set<string>();
      for (let n = 0; n < 3000 && module.outcome(table.g) === null; n++) {
        const prompts = module.prompts(table.g);
        const p = prompts[0];
        if (!p) break;
        const seat: SeatId = p.seat;
        const actions = module.actions(table.g, seat);
        let a = actions[rng.int(actions.length)];
        if (seat === 0) {
          const view = module.view(table.g, 0);
          const suggested = module.heuristic
            ? module.heuristic(view, 0, [...actions], makeRng(parseSeed(`${coach.seed}:${n}`)))
            : actions[0];
          expect(actions.map((x) => JSON.stringify(x))).toContain(JSON.stringify(suggested));
          const why = coach.tip({ view, seat: 0, prompt: p, actions, suggested });
          expect(why, `no coach words for ${p.msg}`).not.toBe('');
          met.add(p.msg);
          a = suggested;
        }
        table = step(module, table, seat, a).table;
      }
      expect(met.size).toBeGreaterThan(2);
    });
  }
});
