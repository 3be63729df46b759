/**
 * How often a roll window stops a person (issue 27, docs/games/lords.md "Who a roll asks").
 *
 * npx tsx scripts/lords/roll-passes.ts [games] [bot] [seed]
 *   A basic 3-year game of one person (seat 0) and two bots, `games` times (seeds
 *   `<seed>-0`, `<seed>-1`, ...). The person is played by the normal bot (the heuristic): a
 *   person who spends media as the bots do. `bot` is the two bots' level (easy, normal; or
 *   mcts:<iterations>, the search bot at a fixed number of iterations). Reports the person's
 *   decisions (moves of seat 0 answering a prompt), how many of them were passes in a roll
 *   window ("Let it stand"), their share, the other roll-window answers (media, cards,
 *   challenges), and the passes by what the roll decides, over all games and per game.
 */
import { levelConfig, type BotConfig } from '../../src/engine/bots';
import { defaultOptions, parseOptions } from '../../src/engine/options';
import { playGame } from '../../src/engine/play';
import { lordsModule } from '../../src/games/lords';
import type { LordsAction, LordsState } from '../../src/games/lords/state';

const games = Number(process.argv[2] ?? 5);
const botName = process.argv[3] ?? 'normal';
const seed = process.argv[4] ?? 'passes';

function botOf(name: string): BotConfig {
  const m = /^mcts:(\d+)$/.exec(name);
  if (m) return { kind: 'mcts', iterations: Number(m[1]) };
  if (name === 'easy' || name === 'normal' || name === 'hard') return levelConfig(name, true);
  throw new Error(`unknown bot ${name}`);
}

const PERSON = 0;
const options = parseOptions(lordsModule.meta, 3, defaultOptions(lordsModule.meta));
const bot = botOf(botName);
const total = { decisions: 0, passes: 0, answers: 0 };
const byPurpose = new Map<string, number>();
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;

for (let i = 0; i < games; i++) {
  let decisions = 0;
  let passes = 0;
  let answers = 0;
  const r = playGame(lordsModule, {
    seed: `${seed}-${i}`,
    seats: 3,
    options,
    bots: [{ kind: 'heuristic' }, bot, bot],
    onMove(before, seat, action) {
      if (seat !== PERSON) return;
      const s = before.g as LordsState;
      if (!lordsModule.prompts(s).some((p) => p.seat === PERSON)) return;
      decisions++;
      const a = action as LordsAction;
      const w = s.window;
      if (w?.k !== 'roll') return;
      if (a.t === 'respond') {
        passes++;
        byPurpose.set(w.purpose.k, (byPurpose.get(w.purpose.k) ?? 0) + 1);
      } else if (a.t === 'media' || a.t === 'rollCard' || a.t === 'challenge') answers++;
    },
  });
  if (r.error) throw new Error(`game ${i}: ${r.error}`);
  total.decisions += decisions;
  total.passes += passes;
  total.answers += answers;
  console.log(
    `game ${seed}-${i}: ${decisions} decisions, ${passes} roll passes (${pct(passes, decisions)}), ${answers} roll answers`,
  );
}
console.log(
  `all ${games} games (person + 2 ${botName} bots, 3 years): ${total.decisions} decisions, ` +
    `${total.passes} roll passes (${pct(total.passes, total.decisions)}), ${total.answers} roll answers`,
);
console.log(
  'passes by roll:',
  [...byPurpose.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`)
    .join(', '),
);
