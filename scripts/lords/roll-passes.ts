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
import { rollPassesOf } from '../../test/helpers/lords-roll-passes';

const games = Number(process.argv[2] ?? 5);
const botName = process.argv[3] ?? 'normal';
const seed = process.argv[4] ?? 'passes';

function botOf(name: string): BotConfig {
  const m = /^mcts:(\d+)$/.exec(name);
  if (m) return { kind: 'mcts', iterations: Number(m[1]) };
  if (name === 'easy' || name === 'normal' || name === 'hard') return levelConfig(name, true);
  throw new Error(`unknown bot ${name}`);
}

const bot = botOf(botName);
const total = { decisions: 0, passes: 0, answers: 0 };
const byPurpose = new Map<string, number>();
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;

for (let i = 0; i < games; i++) {
  const { decisions, passes, answers, byPurpose: by } = rollPassesOf(`${seed}-${i}`, bot);
  for (const [k, n] of by) byPurpose.set(k, (byPurpose.get(k) ?? 0) + n);
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
