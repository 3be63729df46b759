/**
 * Records a Lords of Baseball game as an export file (docs/games/lords.md, "Rules versions"):
 * heuristic bots (the normal level, trade offers included) on every seat play a whole game
 * under the given rules version, move by move through the engine's strict door, and the file
 * holds the moves, their checkpoints and the final table's state hash. The rules-version
 * tests replay such files to their hash.
 *
 * npx tsx scripts/lords/record-save.ts <seed> <seats> <rules version> <out.json> [option=value ...]
 */
import { writeFileSync } from 'node:fs';
import { chooseAction } from '../../src/engine/bots';
import { stateHash } from '../../src/engine/hash';
import { defaultOptions, parseOptions } from '../../src/engine/options';
import { createSession, dispatch } from '../../src/engine/session';
import type { Options } from '../../src/engine/types';
import { lordsModule, type LordsAction } from '../../src/games/lords';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION, type GameFile } from '../../src/store/game-file';

const [seed = 'save-0', seatsArg = '3', rulesArg = '2', out = 'lords-save.json', ...rest] =
  process.argv.slice(2);
const seats = Number(seatsArg);
const rulesVersion = Number(rulesArg);
const NAMES = ['Ada', 'Ben', 'Cy', 'Di'];

const extra: Options = Object.fromEntries(
  rest.map((kv) => {
    const [k = '', v = ''] = kv.split('=');
    return [k, v === 'true' ? true : v === 'false' ? false : v];
  }),
);
const options = { ...defaultOptions(lordsModule.meta), ...extra };
parseOptions(lordsModule.meta, seats, options);

const init = {
  seed,
  seats: NAMES.slice(0, seats).map((name, k) => ({
    name,
    kind: 'human' as const,
    profileId: `p${k}`,
  })),
  options,
  rulesVersion,
};
let session = createSession(lordsModule, init);
for (let n = 0; ; n++) {
  const prompts = lordsModule.prompts(session.table.g);
  const seat = prompts[0]?.seat;
  if (seat === undefined) break;
  const actions = lordsModule.actions(session.table.g, seat);
  const action: LordsAction = chooseAction(
    lordsModule,
    {
      view: lordsModule.view(session.table.g, seat),
      seat,
      actions,
      seats,
      options,
      seed: `${seed}:${n}`,
    },
    { kind: 'heuristic' },
  );
  session = dispatch(session, seat, action);
}

const outcome = lordsModule.outcome(session.table.g);
const file: GameFile = {
  format: GAME_FILE_FORMAT,
  schemaVersion: GAME_FILE_VERSION,
  game: {
    id: `lords-${seed}`,
    gameType: 'lords',
    title: `Lords of Baseball (rules version ${rulesVersion})`,
    status: outcome ? 'finished' : 'active',
    createdAt: 0,
    updatedAt: 0,
    moveCount: session.moves.length,
    outcome,
  },
  seed,
  seats: init.seats,
  options,
  rulesVersion,
  moves: session.moves.map((m) => ({
    seat: m.seat,
    action: m.action,
    checkpoint: m.checkpoint,
    at: 0,
  })),
  stateHash: stateHash(session.table),
};
writeFileSync(out, `${JSON.stringify(file)}\n`);
const kinds = new Map<string, number>();
for (const m of session.moves) kinds.set(m.action.t, (kinds.get(m.action.t) ?? 0) + 1);
console.log(`${out}: ${session.moves.length} moves, hash ${file.stateHash}`);
console.log([...kinds].map(([k, n]) => `${k} ${n}`).join(', '));
