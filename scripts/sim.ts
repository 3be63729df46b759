/**
 * npm run sim -- <game> --games N --seed S [--bots random,mcts] [--players P] [--json]
 *                [--opt key=value ...] [--iterations N] [--out-of-turn P]
 * Plays whole games headless and reports errors, invariant breaks, mean moves, wins by
 * seat and by bot, and moves per second. Same arguments, same results (timings aside).
 * Exits 1 if any game threw or broke an invariant.
 */
import { parseArgs } from 'node:util';
import { defaultOptions, parseOptions } from '../src/engine/options';
import { playGame } from '../src/engine/play';
import type { BotConfig, BotKind } from '../src/engine/bots';
import { allModuleIds, loadModule } from './game-modules';

const KINDS: readonly BotKind[] = ['random', 'heuristic', 'mcts'];

function parseOpt(text: string): [string, boolean | string] {
  const [key, raw = 'true'] = text.split('=');
  return [key ?? '', raw === 'true' ? true : raw === 'false' ? false : raw];
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: 'sim' },
      bots: { type: 'string', default: 'random' },
      players: { type: 'string' },
      json: { type: 'boolean', default: false },
      opt: { type: 'string', multiple: true, default: [] },
      iterations: { type: 'string', default: '200' },
      'out-of-turn': { type: 'string', default: '0.05' },
    },
  });
  const id = positionals[0];
  if (!id) {
    console.error(
      `usage: npm run sim -- <game> --games N --seed S [--bots random,mcts] [--players P] [--json]\ngames: ${allModuleIds().join(', ')}`,
    );
    return 2;
  }
  const module = await loadModule(id);
  const games = Number(values.games);
  const players = Number(
    values.players ?? Math.min(Math.max(2, module.meta.minSeats), module.meta.maxSeats),
  );
  const options = parseOptions(module.meta, players, {
    ...defaultOptions(module.meta),
    ...Object.fromEntries(values.opt.map(parseOpt)),
  });
  const botKinds = values.bots.split(',').map((k) => {
    if (!KINDS.includes(k as BotKind)) throw new Error(`unknown bot "${k}" (${KINDS.join(', ')})`);
    return k as BotKind;
  });
  const config = (kind: BotKind): BotConfig =>
    kind === 'mcts' ? { kind, iterations: Number(values.iterations) } : { kind };

  const winsBySeat = Array<number>(players).fill(0);
  const winsByBot: Record<string, number> = {};
  const failures: { seed: string; error: string }[] = [];
  let errors = 0;
  let invariantBreaks = 0;
  let totalMoves = 0;
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    const seed = `${values.seed}-${i}`;
    // Rotate the bots round the table each game, so wins by bot are not wins by seat.
    const kinds = Array.from(
      { length: players },
      (_, s) => botKinds[(s + i) % botKinds.length] as BotKind,
    );
    const r = playGame(module, {
      seed,
      seats: players,
      options,
      bots: kinds.map(config),
      outOfTurn: Number(values['out-of-turn']),
    });
    totalMoves += r.moves.length;
    if (r.error) {
      errors++;
      failures.push({ seed, error: r.error });
    }
    if (r.invariantBreaks.length) {
      invariantBreaks++;
      failures.push({ seed, error: r.invariantBreaks.join('; ') });
    }
    if (!r.outcome) continue;
    const winners = r.outcome.rank.flatMap((rank, s) => (rank === 1 ? [s] : []));
    for (const s of winners) {
      winsBySeat[s] = (winsBySeat[s] ?? 0) + 1 / winners.length;
      const kind = kinds[s] as string;
      winsByBot[kind] = (winsByBot[kind] ?? 0) + 1 / winners.length;
    }
  }
  const elapsedMs = performance.now() - started;
  const round = (x: number) => Math.round(x * 100) / 100;
  const report = {
    game: id,
    games,
    seed: values.seed,
    players,
    bots: botKinds,
    options,
    errors,
    invariantBreaks,
    meanMoves: round(totalMoves / Math.max(1, games)),
    winsBySeat: winsBySeat.map(round),
    winsByBot: Object.fromEntries(Object.entries(winsByBot).map(([k, v]) => [k, round(v)])),
    failures: failures.slice(0, 10),
    movesPerSecond: Math.round(totalMoves / (elapsedMs / 1000)),
    elapsedMs: Math.round(elapsedMs),
  };
  if (values.json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    console.log(
      `${module.meta.title}: ${games} games, ${players} players, bots ${botKinds.join('/')}`,
    );
    console.log(
      `errors: ${errors}   invariant breaks: ${invariantBreaks}   mean moves: ${report.meanMoves}`,
    );
    console.log(`wins by seat: ${report.winsBySeat.map((w, s) => `${s + 1}:${w}`).join('  ')}`);
    console.log(
      `wins by bot: ${Object.entries(report.winsByBot)
        .map(([k, v]) => `${k}:${v}`)
        .join('  ')}`,
    );
    for (const f of report.failures) console.log(`  failed ${f.seed}: ${f.error}`);
    console.log(`moves per second: ${report.movesPerSecond} (${report.elapsedMs} ms)`);
  }
  return errors || invariantBreaks ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
