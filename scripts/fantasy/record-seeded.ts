/**
 * Writes test/fixtures/saves/fantasy-seeded.json: seeded whole games of Fantasy Fantasy
 * Baseball as the rules play them now (test/games/fantasy/seeded-games.ts). Record before
 * a change of the rules' code that must not change play; seeded.test.ts then compares.
 *   npx tsx scripts/fantasy/record-seeded.ts
 */
import { writeFileSync } from 'node:fs';
import { CASES, playSeeded } from '../../test/games/fantasy/seeded-games';

const games = CASES.map(playSeeded);
const path = new URL('../../test/fixtures/saves/fantasy-seeded.json', import.meta.url);
writeFileSync(path, `${JSON.stringify(games)}\n`);
for (const g of games) console.log(`${g.seed}: ${g.moves.length} moves, ranks ${g.outcome?.rank}`);
