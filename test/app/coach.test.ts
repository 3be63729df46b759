// @vitest-environment happy-dom
/**
 * Every coached game's guided first game, played to its end as the app plays it: the learner
 * (seat 0) follows the coach (the heuristic's move, seeded as the coach note seeds it) and the
 * others are the coach's bots at their level (seeded as the bot driver seeds them). At every
 * decision of the learner the coach has words, its suggestion is a legal move, and the board
 * draws a control for it: the move's own `data-action`, or the place the coach points at,
 * which once tapped (or tapped in turn, for a choice in steps) shows the move's control.
 * With the app in French, the coach says the same in French: every tip and the welcome, with
 * no English sentence left in them. Lords of Baseball's 3-year guided game is followed to its
 * end too (about 160 decisions of the learner, a few seconds).
 */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { chooseAction, levelConfig } from '../../src/engine/bots';
import { defaultOptions } from '../../src/engine/options';
import { coachSuggestion } from '../../src/app/coach-suggest';
import { startTable, step, type GameInit } from '../../src/engine/session';
import type { Prompt, SeatId } from '../../src/engine/types';
import { GAMES, type AnyModule } from '../../src/games/registry';
import type { Coach, GameUi, SeatInfo } from '../../src/ui/board';

/** Words of an English sentence that no French sentence (nor a name kept as printed) has. */
const ENGLISH = /\b(the|your|you|and|is|are|with|of|to|for|this|it|would|when|then|from)\b/;

/**
 * The French words: non-empty, not the English, and no English sentence in them (the game's
 * title, kept as printed, aside).
 */
function expectFrench(fr: string, en: string, title: string, what: string): void {
  expect(fr, `no French coach words for ${what}`).not.toBe('');
  expect(fr, `the French coach words for ${what} are the English`).not.toBe(en);
  const words = fr.replace(/’/g, "'").replaceAll(title.replace(/\W+$/, ''), '');
  expect(words.match(ENGLISH)?.[0], `English left in the French words for ${what}: ${fr}`).toBe(
    undefined,
  );
}

/** Whether the board, rendered for the learner, shows a control for `suggested`. */
function controlFor(
  ui: GameUi,
  coach: Coach,
  props: { view: unknown; actions: readonly unknown[]; prompts: readonly Prompt[] },
  seats: readonly SeatInfo[],
  suggested: unknown,
): string | null {
  const key = JSON.stringify(suggested);
  const { container } = render(
    h(ui.Board, {
      ...props,
      seat: 0,
      seats,
      onAction: () => undefined,
      say: (k: string) => k,
    }),
  );
  const own = () =>
    [...container.querySelectorAll('[data-action]')].find(
      (el) => el.getAttribute('data-action') === key && !el.closest('details:not([open])'),
    );
  try {
    if (own()) return null;
    const where = coach.point?.(suggested);
    if (!where) return `no control for ${key} and nowhere to point`;
    // A choice in steps (a team, then its stars; a bid stepped up) is tapped in turn, the
    // coach pointing each time at the next place, until the move's control shows.
    for (let taps = 0; taps < 40; taps++) {
      const target = container.querySelector(where);
      if (!target) return `no control for ${key}, and nothing at ${where} after ${taps} taps`;
      fireEvent.click(target);
      if (own()) return null;
    }
    return `tapping ${where} shows no control for ${key}`;
  } finally {
    cleanup();
  }
}

describe('guided first games', () => {
  it('every game on the shelf ships a guided game, its coach outside the game chunk', async () => {
    for (const entry of GAMES) {
      expect(entry.loadCoach, entry.id).toBeDefined();
      expect((await entry.loadUi()).coach, entry.id).toBeUndefined();
    }
  });

  for (const entry of GAMES.filter((g) => g.loadCoach)) {
    it(`${entry.id}: a whole guided game, the coach speaking at every decision of the learner, in English and in French, with a legal move that has a control`, async () => {
      const [module, loaded, coach] = (await Promise.all([
        entry.load(),
        entry.loadUi(),
        entry.loadCoach?.(),
      ])) as [AnyModule, GameUi, GameUi['coach']];
      if (!coach) throw new Error(`${entry.id} ships no coach`);
      // The play screen sets the coach on the game's screens for a guided game.
      const ui: GameUi = { ...loaded, coach };
      expect(coach.welcome('en').length).toBeGreaterThan(40);
      expectFrench(coach.welcome('fr'), coach.welcome('en'), module.meta.title, 'the welcome');
      const options = { ...defaultOptions(module.meta), ...coach.options };
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
        options,
      };
      const seats: SeatInfo[] = init.seats.map((s, i) => ({
        name: s.name,
        color: i + 1,
        kind: s.kind,
      }));
      let { table } = startTable(module, init);
      const met = new Set<string>();
      let moves = 0;
      for (; moves < 5000 && module.outcome(table.g) === null; moves++) {
        const prompts = module.prompts(table.g);
        // Bots answer at once in the app; the learner takes its time.
        const p = prompts.find((x) => x.seat !== 0) ?? prompts[0];
        if (!p) break;
        const seat: SeatId = p.seat;
        const actions = module.actions(table.g, seat);
        const view = module.view(table.g, seat);
        let a: unknown;
        if (seat === 0) {
          a = coachSuggestion(module, coach.seed, moves, view, 0, actions, coach.prefer);
          expect(actions.map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
          const asked = { view, seat: 0, prompt: p, actions, suggested: a };
          const why = coach.tip({ ...asked, lang: 'en' });
          expect(why, `no coach words for ${p.msg}`).not.toBe('');
          const fr = coach.tip({ ...asked, lang: 'fr' });
          expectFrench(fr, why, module.meta.title, `${p.msg} (${JSON.stringify(a)})`);
          expect(
            controlFor(ui, coach, { view, actions, prompts }, seats, a),
            `${p.msg} ${actions.length}`,
          ).toBeNull();
          met.add(p.msg);
        } else {
          const level = coach.others[seat - 1]?.level ?? 'easy';
          const config = levelConfig(level, !!module.heuristic, module.searchAnchor);
          a = chooseAction(
            module,
            {
              view,
              seat,
              actions,
              seats: init.seats.length,
              options,
              seed: `${coach.seed}:${table.seq}:${seat}`,
            },
            // A search bot thinks by iterations here, so the game is the same on every run.
            config.kind === 'mcts' ? { ...config, budgetMs: undefined, iterations: 200 } : config,
          );
        }
        table = step(module, table, seat, a).table;
      }
      expect(module.outcome(table.g), `the game ended within ${moves} moves`).not.toBeNull();
      expect(met.size).toBeGreaterThan(2);
    }, 120_000);
  }
});
