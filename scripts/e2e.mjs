// The e2e runner: serves the e2e build, dist-e2e/ (the app plus the engine's fixture games;
// DUGOUT_DIST names another folder), with `vite preview` on a free port and runs every
// test/e2e/*.e2e.mjs file with node's built-in test runner against it in system Chromium,
// two files at a time (DUGOUT_E2E_JOBS=n for another count; 1: one at a time).
//
//   npm run test:e2e                              builds dist-e2e/, then all files
//   npm run test:e2e -- shell                     only files whose name contains "shell"
//
// The test files get the browser path in DUGOUT_CHROME and the server in DUGOUT_BASE_URL
// (see test/e2e/lib.mjs). Never downloads a browser. Files running at once share the one
// preview server and nothing else: each test opens its own browser context (its own
// IndexedDB and service worker), and the test that edits a build edits a copy of it.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NO_CHROMIUM_MESSAGE, ROOT, findChromium, startPreview } from '../test/e2e/lib.mjs';

const started = Date.now();
const filters = process.argv.slice(2);

const chrome = findChromium();
if (!chrome) {
  console.error(`e2e: ${NO_CHROMIUM_MESSAGE}`);
  process.exit(1);
}

/**
 * The files that play the longest whole games, longest first (CI's log, `spec` reporter's
 * durations): started first, they run beside the short files instead of after them.
 */
const LONGEST_FIRST = [
  'lords.e2e.mjs',
  'lords-table.e2e.mjs',
  'highlights.e2e.mjs',
  'showdown-table.e2e.mjs',
  'showdown-pass.e2e.mjs',
  'a11y.e2e.mjs',
  'gm-pass.e2e.mjs',
  'fantasy-pass.e2e.mjs',
  'showdown-manager.e2e.mjs',
  'showdown.e2e.mjs',
];
const rank = (name) => {
  const at = LONGEST_FIRST.indexOf(name);
  return at < 0 ? LONGEST_FIRST.length : at;
};
const jobs = Number(process.env.DUGOUT_E2E_JOBS ?? 2);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`e2e: DUGOUT_E2E_JOBS=${process.env.DUGOUT_E2E_JOBS} is not a count of files`);
  process.exit(1);
}

const dir = join(ROOT, 'test', 'e2e');
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.e2e.mjs'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  .map((name) => join(dir, name));
if (files.length === 0) {
  console.error(`e2e: no test/e2e/*.e2e.mjs files match ${filters.join(' ') || '(all)'}`);
  process.exit(1);
}

let server;
try {
  // A busy machine may take the preview server longer than the default 30 s to answer.
  server = await startPreview({ timeoutMs: 120_000 });
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`e2e: ${chrome}, preview at ${server.url}, ${files.length} file(s), ${jobs} at a time`);

const env = { ...process.env, DUGOUT_CHROME: chrome, DUGOUT_BASE_URL: server.url };
const running = new Set();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Runs one file with node's test runner (each file launches its own Chromium); its output is
 * held and printed whole when it ends, so two files' lines never interleave. Node's runner
 * is not given the files itself: it sorts them by name, and the longest must start first.
 */
function runFile(file) {
  const since = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      // A whole nine-inning game through the UI takes about 50 s on an idle 2-core machine
      // and went past 120 s on a busy one; a test that hangs is still stopped.
      '--test-timeout=300000',
      relative(ROOT, file),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  running.add(child);
  const held = [];
  child.stdout.on('data', (chunk) => held.push(chunk));
  child.stderr.on('data', (chunk) => held.push(chunk));
  return new Promise((done) =>
    child.once('close', (code) => {
      running.delete(child);
      process.stdout.write(Buffer.concat(held));
      const name = relative(ROOT, file);
      console.log(`e2e: ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(since)} s`);
      done(code === 0);
    }),
  );
}

const stopAll = async (signal) => {
  for (const child of running) child.kill(signal);
  await server.stop();
  process.exit(1);
};
process.once('SIGINT', () => void stopAll('SIGINT'));
process.once('SIGTERM', () => void stopAll('SIGTERM'));

// `jobs` files at a time on CI's two cores: a whole game through the UI spends much of its
// time waiting (the handoff cover's hold, the bots' pace, frames), which the other file fills.
const failed = [];
let next = 0;
const worker = async () => {
  while (next < files.length) {
    const file = files[next++];
    if (!(await runFile(file))) failed.push(relative(ROOT, file));
  }
};
await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, worker));
await server.stop();
if (failed.length > 0) console.log(`e2e: failed: ${failed.join(', ')}`);
console.log(`e2e: ${failed.length === 0 ? 'passed' : 'FAILED'} in ${seconds(started)} s`);
process.exit(failed.length === 0 ? 0 : 1);
