/**
 * The storage benchmark's browser half: real IndexedDB in Chromium. Bundled and run by
 * scripts/bench-browser.mjs, which prints what `run()` reports.
 */
import { createSession } from '../src/engine/session';
import { summarize, timeAppends, timeLoads } from './store-timings';
import { DugoutDb } from '../src/store/db';
import { createGameStore } from '../src/store/games';
import { createSavedGames } from '../src/app/saved-games';
import { TWO_SEATS, diceGame, nextMove } from '../test/store/test-game';

export async function run() {
  const db = new DugoutDb(`bench-${Date.now()}`);
  // The app's session layer over the store, as the table saves moves.
  const store = createSavedGames(createGameStore(db), (id) =>
    id === 'dice' ? diceGame : undefined,
  );
  const init = { gameType: 'dice', seats: TWO_SEATS, options: { length: '5000' }, seed: 'bench' };
  const warm = await store.createGame(init);
  await timeAppends(store, 0, warm, createSession(diceGame, init), 50, nextMove);
  const id = await store.createGame(init);
  const played = await timeAppends(store, 0, id, createSession(diceGame, init), 1000, nextMove);
  const commit = summarize(played.samples);
  const resume = summarize(await timeLoads(store, id, 20));
  db.close();
  return { commit, resume };
}
