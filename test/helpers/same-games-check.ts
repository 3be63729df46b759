/**
 * The check of a game's "same games" fixture (test/helpers/same-games.ts): each recorded game
 * replays move for move with the same log, outcome and hashes, each search chooses the same
 * action, and the simulator reports the same (timings aside).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadModule } from '../../scripts/game-modules';
import { simulate } from '../../scripts/sim-run';
import { recordGame, recordSearches, type Projection, type SameGamesFixture } from './same-games';

export function checkSameGames(id: string, project?: Projection, file = id): void {
  const fixture = JSON.parse(
    readFileSync(new URL(`../fixtures/same-games/${file}.json`, import.meta.url), 'utf8'),
  ) as SameGamesFixture;
  const rules = fixture.rulesVersion;
  const under = rules === undefined ? '' : `, rules version ${rules}`;

  describe(`${id}: the games recorded at ${fixture.recordedAt}${under} (issue 22)`, () => {
    for (const recorded of fixture.games) {
      const { seed, seats, bots, opts } = recorded;
      it(`${bots} game ${seed}, ${seats} seats, options ${JSON.stringify(opts)}`, async () => {
        const module = await loadModule(id);
        expect(recordGame(module, recorded, project, rules)).toEqual(recorded);
      });
    }

    it('searches from positions spread over a game choose the same actions', async () => {
      const module = await loadModule(id);
      const first = fixture.searches[0];
      if (!first) throw new Error('no searches recorded');
      const searches = recordSearches(module, first.seed, fixture.searches.length, rules);
      expect(searches).toEqual(fixture.searches);
    });

    for (const { args, report } of fixture.sims) {
      it(`the simulator: ${args.games} games, bots ${args.bots.join(',')}`, async () => {
        const {
          movesPerSecond: _m,
          elapsedMs: _e,
          ...now
        } = simulate(await loadModule(id), args, rules);
        expect(JSON.parse(JSON.stringify(now))).toEqual(report);
      });
    }
  });
}
