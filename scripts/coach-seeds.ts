/**
 * Picks a guided first game's seed: plays the game as the app would with the coach followed
 * (seat 0 plays the heuristic's suggestion, seeded as CoachNote seeds it; the others are the
 * coach's bots at their level, seeded as the bot driver seeds them) and prints, per seed, who
 * won, how many decisions the learner made and which prompts it met.
 * Usage: npx tsx scripts/coach-seeds.ts <game> <seed-prefix> <count> [bots] [key=value ...]
 */
import { chooseAction, levelConfig } from '../src/engine/bots';
import { defaultOptions } from '../src/engine/options';
import { coachSuggestion } from '../src/app/coach-suggest';
import { startTable, step } from '../src/engine/session';
import type { BotLevel, SeatId } from '../src/engine/types';
import { GAMES } from '../src/games/registry';
import { RULES, type AnyModule } from '../src/games/registry-rules';

const [id = 'gm', prefix = 'learn', count = '10', bots = 'easy', ...opts] = process.argv.slice(2);
const module = (await (RULES[id] as () => Promise<AnyModule>)()) as AnyModule;
// The coach's own preferences (a move it teaches instead of the bot's), as the app follows them.
const coach = await GAMES.find((g) => g.id === id)?.loadCoach?.();
const levels = bots.split(',') as BotLevel[];
const options = {
  ...defaultOptions(module.meta),
  ...Object.fromEntries(opts.map((o) => o.split('='))),
};
for (let k = 1; k <= Number(count); k++) {
  const seed = `${prefix}-${k}`;
  let { table } = startTable(module, {
    seed,
    seats: [
      { name: 'You', kind: 'human' },
      ...levels.map((level, i) => ({ name: `Bot ${i + 2}`, kind: 'bot' as const, level })),
    ],
    options,
  });
  const met = new Map<string, number>();
  let mine = 0;
  let moves = 0;
  while (module.outcome(table.g) === null && moves < 5000) {
    const prompts = module.prompts(table.g);
    // Bots first (they answer at once in the app), the learner last.
    const p = prompts.find((x) => x.seat !== 0) ?? prompts[0];
    if (!p) break;
    const seat: SeatId = p.seat;
    const actions = module.actions(table.g, seat);
    const view = module.view(table.g, seat);
    let a: unknown;
    if (seat === 0) {
      a = coachSuggestion(module, seed, moves, view, 0, actions, coach?.prefer);
      mine++;
      met.set(p.msg, (met.get(p.msg) ?? 0) + 1);
    } else {
      const level = levels[seat - 1] ?? 'easy';
      a = chooseAction(
        module,
        {
          view,
          seat,
          actions,
          seats: levels.length + 1,
          options,
          seed: `${seed}:${table.seq}:${seat}`,
        },
        levelConfig(level, !!module.heuristic),
      );
    }
    table = step(module, table, seat, a).table;
    moves++;
  }
  const out = module.outcome(table.g);
  const rank = out ? `rank ${out.rank.join(',')} scores ${out.scores.join(',')}` : 'none';
  console.log(seed, 'moves', moves, 'mine', mine, 'result', rank.slice(0, 120));
  console.log('   ', [...met].map(([m, n]) => `${m.split('.').slice(2).join('.')}:${n}`).join(' '));
}
