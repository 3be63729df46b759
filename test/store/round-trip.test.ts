/**
 * Every exported game imports back: for every option of every shipped game, at each of its
 * values, a game played a little way is exported and imported into another database, and
 * comes back identical. (A Showdown game with a built team could not: its JSON outgrew the
 * file format's 200-character limit on option text.)
 */
import { describe, expect, it } from 'vitest';
import { makeRng, parseSeed } from '../../src/engine/rng';
import { createSession, dispatch, sessionHash } from '../../src/engine/session';
import type { OptionSpec, Options, Seat } from '../../src/engine/types';
import { GAMES, type AnyModule } from '../../src/games/registry';
import { TEAMS } from '../../src/games/showdown/content';
import { makeTeam } from '../../src/games/showdown/custom-team';
import { DugoutDb } from '../../src/store/db';
import { savedGames, uniqueName } from './helpers';

const MOVES = 12;

/** A built Showdown team: a ready-made one under a builder id and a name of its own. */
const builtTeam = (i: number) =>
  makeTeam({ ...(TEAMS[i] as (typeof TEAMS)[number]), id: `built-${i}`, name: `Built ${i}` });

/** The options that set a text option: what else it needs, and a real value. */
const TEXT_VALUES: Record<string, Record<string, Options>> = {
  showdown: {
    custom0: { team0: 'custom', custom0: builtTeam(0) },
    custom1: { team1: 'custom', custom1: builtTeam(1) },
  },
};

/**
 * The options a choice needs so that the others' defaults do not clash with it: Highlights
 * refuses two seats on one starting team, so a seat taking another seat's default team sends
 * that seat to a team nobody takes by default.
 */
const CHOICE_NEEDS: Record<string, (key: string, value: string) => Options> = {
  highlights: (key, value) => {
    const defaults: Record<string, string> = { team1: 'gulls', team2: 'foundry', team3: 'comets' };
    // The game is tried with as many seats as the option first applies to (team2: 2 seats),
    // so only earlier seats can clash.
    const clash = Object.keys(defaults).find((k) => k < key && defaults[k] === value);
    return key.startsWith('team') && clash ? { [clash]: 'orchard' } : {};
  },
};

/** Each option set to try for one option: every value it has. */
function variants(game: string, spec: OptionSpec): Options[] {
  if (spec.kind === 'boolean') return [{ [spec.key]: true }, { [spec.key]: false }];
  if (spec.kind === 'choice') {
    // A choice that needs a text option set too (Showdown's "a team you built") gets it.
    return spec.choices.map((c) => {
      const text = Object.values(TEXT_VALUES[game] ?? {}).find((o) => o[spec.key] === c.value);
      return text ?? { ...CHOICE_NEEDS[game]?.(spec.key, c.value), [spec.key]: c.value };
    });
  }
  const value = TEXT_VALUES[game]?.[spec.key];
  if (!value) throw new Error(`no test value for text option ${game}.${spec.key}`);
  return [value];
}

async function roundTrip(module: AnyModule, seatCount: number, options: Options) {
  const resolve = (id: string) => (id === module.id ? module : undefined);
  const from = savedGames(new DugoutDb(uniqueName('rt-from')), resolve);
  const to = savedGames(new DugoutDb(uniqueName('rt-to')), resolve);
  const seats: Seat[] = Array.from({ length: seatCount }, (_, i) => ({
    name: `P${i + 1}`,
    kind: 'human',
  }));
  const init = { gameType: module.id, seats, options, seed: 'round-trip' };
  const id = await from.createGame(init);
  let session = createSession(module, init);
  let rev = 0;
  const rng = makeRng(parseSeed('moves'));
  for (let i = 0; i < MOVES; i++) {
    const prompt = module.prompts(session.table.g)[0];
    if (!prompt) break;
    const actions = module.actions(session.table.g, prompt.seat);
    session = dispatch(session, prompt.seat, actions[rng.int(actions.length)]);
    rev = await from.appendMove(id, session, rev);
  }
  const file = JSON.parse(JSON.stringify(await from.exportGame(id))) as unknown;
  const result = await to.importGame(JSON.stringify(file));
  if (!result.ok) throw new Error(`${result.error}: ${result.message}`);
  expect(sessionHash(await to.loadGame(result.id))).toBe(sessionHash(session));
}

describe('every exported game imports back', async () => {
  for (const entry of GAMES) {
    const module = await entry.load();
    const cases = module.meta.options.flatMap((spec) =>
      variants(module.id, spec).map((options) => ({ spec, options })),
    );
    it.each(cases.map((c) => [c.spec.key, JSON.stringify(c.options).slice(0, 60), c] as const))(
      `${module.id}: %s = %s`,
      async (_key, _shown, { spec, options }) => {
        const seatCount = spec.seats?.[0] ?? module.meta.minSeats;
        await roundTrip(module, seatCount, options);
      },
    );
  }
});
