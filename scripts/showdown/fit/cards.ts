/**
 * Strategy card values, for dealing the ready-made decks (content/strategy.ts READY_DECKS):
 * games between two random decks (6 offense, 6 defense and 3 utility names, 4 copies each)
 * on one roster, heuristic managers; the run difference of each game is regressed on the
 * cards in each deck (+1 in the first, −1 in the second). Prints each kind's cards from the
 * most to the least valuable, in runs a game; differences within a kind are what count (a
 * deck always holds the same number of each kind).
 */
import { playGame } from '../../../src/engine/play';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { showdownModule } from '../../../src/games/showdown';
import { STRATEGY, TEAMS } from '../../../src/games/showdown/content';
import type { Level } from './sim';
import { ols } from './stats';

export function cardValues(games: number, level: Level, rosterOf = 'granites'): void {
  const base = TEAMS.find((t) => t.id === rosterOf);
  if (!base) throw new Error(`no team ${rosterOf}`);
  const names = STRATEGY.map((s) => s.name);
  const ofType = (t: string) => STRATEGY.filter((s) => s.type === t).map((s) => s.name);
  const x: number[][] = [];
  const y: number[] = [];
  for (let g = 0; g < games; g++) {
    const rng = makeRng(parseSeed(`cards-${g}`));
    const pick = (t: string, n: number) => rng.shuffle(ofType(t)).slice(0, n);
    const decks = [0, 1].map(() => [
      ...pick('offense', 6),
      ...pick('defense', 6),
      ...pick('utility', 3),
    ]);
    const team = (d: string[], id: string) =>
      JSON.stringify({
        ...base,
        id,
        name: id,
        deck: d.flatMap((n) => [n, n, n, n]),
        sideboard: names.filter((n) => !d.includes(n)).slice(0, 15),
      });
    const [d0 = [], d1 = []] = decks;
    const r = playGame(showdownModule, {
      seed: `cards-game-${g}`,
      seats: 2,
      options: {
        level,
        team0: 'custom',
        team1: 'custom',
        custom0: team(d0, 'a'),
        custom1: team(d1, 'b'),
        home: String(g % 2),
      },
      bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }],
      checkInvariants: false,
    });
    if (r.error || !r.outcome) throw new Error(r.error ?? 'no outcome');
    x.push(names.map((n) => (d0.includes(n) ? 1 : 0) - (d1.includes(n) ? 1 : 0)));
    y.push((r.outcome.scores[0] ?? 0) - (r.outcome.scores[1] ?? 0));
  }
  const f = ols(x, y, 1);
  console.log(`card values: ${games} games at the ${level} level, the ${rosterOf} roster`);
  for (const t of ['offense', 'defense', 'utility']) {
    console.log(t);
    STRATEGY.map((s, i) => ({ s, v: f.coef[i] ?? 0 }))
      .filter((c) => c.s.type === t)
      .sort((a, b) => b.v - a.v)
      .forEach((c) => console.log(`  ${c.v >= 0 ? '+' : ''}${c.v.toFixed(3)} ${c.s.name}`));
  }
}
