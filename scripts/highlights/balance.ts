/**
 * npx tsx scripts/highlights/balance.ts [games per ordered pairing] [bot] [variant]
 * Plays every ordered pairing of the four starting teams (heuristic bots on both seats by
 * default, the standard match) and prints each team's win rate against each other team and
 * overall. Same arguments, same figures.
 */
import { playGame } from '../../src/engine/play';
import type { BotConfig } from '../../src/engine/bots';
import { highlightsModule } from '../../src/games/highlights';
import { TEAM_NAMES } from '../../src/games/highlights/content';
import { TEAMS } from '../../src/games/highlights/types';

const games = Number(process.argv[2] ?? 40);
const bot: BotConfig = { kind: (process.argv[3] ?? 'heuristic') as 'heuristic' | 'random' };
const variant = process.argv[4] ?? 'standard';
const wins = new Map<string, number>();
const played = new Map<string, number>();
const key = (a: string, b: string) => `${a}>${b}`;
for (const a of TEAMS)
  for (const b of TEAMS) {
    if (a === b) continue;
    for (let g = 0; g < games; g++) {
      const r = playGame(highlightsModule, {
        seed: `balance-${a}-${b}-${g}`,
        seats: 2,
        options: { team1: a, team2: b, variant },
        bots: [bot, bot],
      });
      if (r.error) throw new Error(r.error);
      const winner = r.outcome?.rank[0] === 1 ? a : b;
      const loser = winner === a ? b : a;
      wins.set(key(winner, loser), (wins.get(key(winner, loser)) ?? 0) + 1);
      for (const [x, y] of [
        [a, b],
        [b, a],
      ] as const)
        played.set(key(x, y), (played.get(key(x, y)) ?? 0) + 1);
    }
  }
const pct = (w: number, n: number) => `${((100 * w) / n).toFixed(1)}%`;
console.log(`${games} games per ordered pairing, ${bot.kind} bots, ${variant}`);
for (const a of TEAMS) {
  const row = TEAMS.filter((b) => b !== a).map(
    (b) => `${b} ${pct(wins.get(key(a, b)) ?? 0, played.get(key(a, b)) ?? 1)}`,
  );
  const w = TEAMS.reduce((s, b) => s + (wins.get(key(a, b)) ?? 0), 0);
  const n = TEAMS.reduce((s, b) => s + (a === b ? 0 : (played.get(key(a, b)) ?? 0)), 0);
  console.log(`${TEAM_NAMES[a].padEnd(24)} overall ${pct(w, n)} (${w}/${n})  vs ${row.join(', ')}`);
}
