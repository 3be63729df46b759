/**
 * npx tsx scripts/same-games.ts [game ...]
 * Records the games a speed change must leave as they are (test/helpers/same-games.ts):
 * heuristic and random games at several seat counts and options, searches from fixed
 * positions, and the simulator's report (timings aside), into
 * test/fixtures/same-games/<game>.json, which test/games/<game>/same-games.test.ts compares.
 * Run it before the change, never after: the fixture is the "before".
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { recordGame, recordSearches, type GameSpec } from '../test/helpers/same-games';
import { loadModule } from './game-modules';
import { simulate, type SimArgs } from './sim-run';

type Opts = GameSpec['opts'];
const heuristic = (seed: string, seats: number, opts: Opts = {}): GameSpec => ({
  seed,
  seats,
  opts,
  bots: 'heuristic',
  outOfTurn: 0.05,
});
const random = (seed: string, seats: number, opts: Opts = {}): GameSpec => ({
  ...heuristic(seed, seats, opts),
  bots: 'random',
});

const LORDS_ALL: Opts = {
  hiddenMoney: true,
  teamPick: 'random',
  extendedOffSeason: true,
  extraInnings: 'reshuffle',
  legends: true,
  allStarGame: true,
  csMedia: 'none',
  standingTies: 'split',
};

/** The games of each game recorded, and the simulator runs. */
const SPECS: Record<string, { games: GameSpec[]; sims: SimArgs[] }> = {
  lords: {
    games: [
      heuristic('same-1', 2),
      heuristic('same-2', 3),
      heuristic('same-3', 4),
      heuristic('same-4', 3, LORDS_ALL),
      heuristic('same-5', 2, { ...LORDS_ALL, extraInnings: 'keep', years: '5' }),
      random('same-6', 2),
      random('same-7', 4, LORDS_ALL),
      random('same-8', 3, { ...LORDS_ALL, hiddenMoney: false }),
    ],
    sims: [sim(['heuristic'], 6), sim(['random'], 10)],
  },
  highlights: {
    games: [
      heuristic('same-1', 2),
      heuristic('same-2', 3),
      heuristic('same-3', 1),
      heuristic('same-4', 2, {
        variant: 'long',
        rallyCap: true,
        magnaGlove: true,
        robotHitters: true,
        cyborgPitchers: true,
        error: true,
        bigFly: true,
      }),
      random('same-5', 2),
      random('same-6', 3, { hotPepperStart: 'buy', error: true, bigFly: true }),
    ],
    sims: [sim(['heuristic'], 10), sim(['random'], 20)],
  },
  showdown: {
    games: [
      heuristic('same-1', 2),
      heuristic('same-2', 2, { level: 'advanced' }),
      heuristic('same-3', 2, { level: 'expert', series: '3' }),
      random('same-4', 2),
      random('same-5', 2, { level: 'expert' }),
    ],
    sims: [sim(['heuristic'], 10), sim(['random'], 20)],
  },
  gm: {
    games: [heuristic('same-1', 2), heuristic('same-2', 6), random('same-3', 4)],
    sims: [sim(['heuristic'], 10), sim(['random'], 20)],
  },
  fantasy: {
    games: [
      heuristic('same-1', 2),
      heuristic('same-2', 5, { events: true, moreWins: true }),
      heuristic('same-3', 1),
      random('same-4', 3, { events: true, wildCardChoice: true }),
    ],
    sims: [sim(['heuristic'], 10), sim(['random'], 20)],
  },
};

function sim(bots: SimArgs['bots'], games: number): SimArgs {
  return { games, seed: 'same', bots, iterations: 200, outOfTurn: 0.05 };
}

async function main() {
  const ids = process.argv.slice(2);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  for (const id of ids.length ? ids : Object.keys(SPECS)) {
    const specs = SPECS[id];
    if (!specs) throw new Error(`no specs for "${id}"`);
    const module = await loadModule(id);
    // The games are played under today's rules; the fixture says which (same-games.ts).
    const rulesVersion = module.meta.rulesVersion;
    const games = specs.games.map((g) => recordGame(module, g));
    const searches = recordSearches(module, 'same-search', 5);
    const sims = specs.sims.map((args) => {
      const { movesPerSecond: _m, elapsedMs: _e, ...report } = simulate(module, args);
      return { args, report };
    });
    const path = new URL(`../test/fixtures/same-games/${id}.json`, import.meta.url);
    writeFileSync(
      path,
      JSON.stringify(
        { game: id, recordedAt: commit, rulesVersion, games, searches, sims },
        null,
        1,
      ) + '\n',
    );
    const failed = games.filter((g) => g.error !== null).length;
    console.log(`${id}: ${games.length} games (${failed} failed), ${searches.length} searches`);
  }
}

void main();
