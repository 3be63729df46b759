/**
 * npm run sim -- <game> --games N --seed S [--bots random,mcts] [--players P] [--json]
 *                [--opt key=value ...] [--iterations N] [--out-of-turn P]
 * Plays whole games headless and reports errors, invariant breaks, mean moves, wins by
 * seat and by bot, and moves per second. Same arguments, same results (timings aside).
 * Exits 1 if any game threw or broke an invariant.
 */
import { parseArgs } from 'node:util';
import type { BotKind } from '../src/engine/bots';
import { allModuleIds, loadModule } from './game-modules';
import { BOT_KINDS, simulate } from './sim-run';

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
  const botKinds = values.bots.split(',').map((k) => {
    if (!BOT_KINDS.includes(k as BotKind))
      throw new Error(`unknown bot "${k}" (${BOT_KINDS.join(', ')})`);
    return k as BotKind;
  });
  const report = simulate(module, {
    games: Number(values.games),
    seed: values.seed,
    bots: botKinds,
    players: values.players === undefined ? undefined : Number(values.players),
    opts: Object.fromEntries(values.opt.map(parseOpt)),
    iterations: Number(values.iterations),
    outOfTurn: Number(values['out-of-turn']),
  });
  const { games, players, errors, invariantBreaks } = report;
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
