// Checks the gzip size budgets of a build (run `npm run build` first):
//   home: everything dist/index.html loads (entry JS, its static imports, their CSS) <= 65 KB
//   the table: what every game loads beyond the home set (the rules engine's sessions, the
//   files all games share), loaded once whichever game is played <= 20 KB
//   each game: a dynamic-import chunk from src/games/ plus the static imports (and CSS) it
//   adds beyond the home set and the table <= 80 KB
//   each guided game's coach (src/games/<id>/coach.ts, loaded only for a guided game): what
//   it adds beyond the home set and its game <= 15 KB
//   each rules reference shipped as a chunk of its own (src/games/<id>/rules-ref/Rules.tsx,
//   `GameEntry.loadRules`, loaded only by the Rules screen): what it adds beyond the home set
//   and its game <= 15 KB
// Other lazy chunks (workbox-window, ...) are listed for information, without a budget.
// Sizes are gzip level 9, in KB of 1000 bytes.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HOME_BUDGET_KB = 65;
const GAME_BUDGET_KB = 80;
const COACH_BUDGET_KB = 15;
const RULES_BUDGET_KB = 15;
const TABLE_BUDGET_KB = 20;

const dist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('size-check: dist/.vite/manifest.json is missing: run `npm run build` first');
  process.exit(1);
}
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipBytes = new Map();
/** Gzipped size of one dist file, in bytes. */
function gzipped(file) {
  if (!gzipBytes.has(file)) {
    gzipBytes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipBytes.get(file);
}

/** Output files (JS and CSS) of a manifest chunk and its static imports, not `dynamicImports`. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

// Home: the entry closure plus every script/stylesheet/modulepreload that index.html names.
const home = new Set();
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry) staticClosure(key, home);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const [, ref] of html.matchAll(
  /<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.(?:js|css))"/g,
)) {
  home.add(ref);
}

const sum = (files) => [...files].reduce((total, file) => total + gzipped(file), 0);
const rows = [];
const addRow = (name, files, budgetKb) => {
  const kb = sum(files) / 1000;
  rows.push({ name, files: files.size, kb, budgetKb, over: budgetKb !== null && kb > budgetKb });
};
addRow('home (index.html)', home, HOME_BUDGET_KB);

// A game is everything its dynamic entries under src/games/<id>/ load (rules, screens and
// their translations together), beyond the home set. Its guided first game's coach
// (src/games/<id>/coach.ts, loaded only for a guided game) is measured apart: what it adds
// beyond the home set and the game, and so is a rules reference loaded apart
// (src/games/<id>/rules-ref/Rules.tsx, only the Rules screen loads it). Other lazy chunks
// (screens) are listed for information.
const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
const games = new Map();
const coaches = new Map();
const references = new Map();
for (const [key, chunk] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
  const added = new Set([...staticClosure(key)].filter((file) => !home.has(file)));
  const src = chunk.src ?? key;
  const game = /^src\/games\/([^/]+)\//.exec(src)?.[1];
  if (!game) {
    addRow(`lazy ${src}`, added, null);
    continue;
  }
  const into =
    src === `src/games/${game}/coach.ts`
      ? coaches
      : src === `src/games/${game}/rules-ref/Rules.tsx`
        ? references
        : games;
  into.set(game, new Set([...(into.get(game) ?? []), ...added]));
}
// Files every game loads are the table's, counted once: a person who plays two games
// downloads them once, so they count against neither game. A game whose rules reference is
// a chunk of its own loads what the references share (the reference's layout) with it: still
// the table's, so moving a reference out of its game moves nothing onto the others.
const gameSets = [...games].map(
  ([game, files]) => new Set([...files, ...(references.get(game) ?? [])]),
);
const table = new Set(
  gameSets.length > 1
    ? [...(gameSets[0] ?? [])].filter((file) => gameSets.every((set) => set.has(file)))
    : [],
);
if (table.size > 0) addRow('table (shared by every game)', table, TABLE_BUDGET_KB);
for (const [game, files] of games) {
  const own = new Set([...files].filter((file) => !table.has(file)));
  addRow(`game ${game} (rules + screens)`, own, GAME_BUDGET_KB);
}
for (const [game, files] of coaches) {
  const own = new Set([...files].filter((file) => !games.get(game)?.has(file)));
  addRow(`guided game ${game} (coach)`, own, COACH_BUDGET_KB);
}
for (const [game, files] of references) {
  const own = new Set([...files].filter((file) => !games.get(game)?.has(file)));
  addRow(`rules reference ${game}`, own, RULES_BUDGET_KB);
}

const nameWidth = Math.max(...rows.map((row) => row.name.length), 10);
console.log(`${'chunk'.padEnd(nameWidth)}  files  gzip KB  budget KB  status`);
for (const row of rows) {
  const budget = row.budgetKb === null ? '-' : String(row.budgetKb);
  const status = row.budgetKb === null ? 'info' : row.over ? 'OVER' : 'ok';
  console.log(
    `${row.name.padEnd(nameWidth)}  ${String(row.files).padStart(5)}  ${row.kb.toFixed(1).padStart(7)}  ${budget.padStart(9)}  ${status}`,
  );
}
if (!rows.some((row) => row.name.startsWith('game '))) {
  console.log('(no game chunks yet: games are found as dynamic imports under src/games/)');
}

const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(`size-check: ${over.length} chunk(s) over budget`);
  process.exit(1);
}
console.log('size-check: all budgets met');
