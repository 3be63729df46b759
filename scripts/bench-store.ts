/**
 * Storage benchmark: appendMove commit times over 500 moves, and the time to resume a
 * 1,000-move game from its snapshot. Runs on fake-indexeddb in Node, so the numbers measure
 * Dexie and our code, not a browser's disk; the e2e suite measures real Chromium.
 *   npx tsx scripts/bench-store.ts
 */
import 'fake-indexeddb/auto';
import { createSession, replay } from '../src/engine/session';
import { summarize, timeAppends, timeLoads, type Timings } from './store-timings';
import { DugoutDb } from '../src/store/db';
import { SNAPSHOT_EVERY, createGameStore } from '../src/store/games';
import { createSavedGames } from '../src/app/saved-games';
import { TWO_SEATS, diceGame, nextMove } from '../test/store/test-game';

const fmt = (t: Timings) =>
  `p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms, mean ${t.mean.toFixed(2)} ms (n=${t.n})`;

async function main() {
  const db = new DugoutDb(`bench-${Date.now()}`);
  // The app's session layer over the store, as the table saves moves.
  const store = createSavedGames(createGameStore(db), (id) =>
    id === 'dice' ? diceGame : undefined,
  );
  const init = { gameType: 'dice', seats: TWO_SEATS, options: { length: '5000' }, seed: 'bench' };

  console.log('Dugout storage benchmark: fake-indexeddb in Node, not a real browser.');
  console.log(`Node ${process.version}; snapshot every ${SNAPSHOT_EVERY} moves (at a checkpoint).`);

  const warm = await store.createGame(init);
  await timeAppends(store, 0, warm, createSession(diceGame, init), 50, nextMove);

  const id = await store.createGame(init);
  const first = await timeAppends(store, 0, id, createSession(diceGame, init), 500, nextMove);
  console.log(`appendMove commit, 500 moves: ${fmt(summarize(first.samples))}`);

  const rest = await timeAppends(store, first.rev, id, first.session, 500, nextMove);
  const row = await store.getGame(id);
  console.log(`game saved: ${row?.moveCount} moves, latest snapshot at move ${row?.snapshotSeq}`);
  console.log(`appendMove commit, moves 501-1000: ${fmt(summarize(rest.samples))}`);

  const loads = summarize(await timeLoads(store, id, 20));
  console.log(`resume a 1,000-move game (snapshot + replay): ${fmt(loads)}`);

  // For scale: the engine alone replaying all 1,000 moves from the start, in memory.
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) replay(diceGame, rest.session.init, rest.session.moves);
  console.log(
    `in-memory full replay of 1,000 moves (no storage): mean ${((performance.now() - t0) / 20).toFixed(2)} ms`,
  );
  db.close();
}

await main();
