// The e2e runner: serves the e2e build, dist-e2e/ (the app plus the engine's fixture games;
// DUGOUT_DIST names another folder), with `vite preview` on a free port and runs every
// test/e2e/*.e2e.mjs file with node's built-in test runner against it in system Chromium.
//
//   npm run test:e2e                              builds dist-e2e/, then all files
//   npm run test:e2e -- shell                     only files whose name contains "shell"
//
// The test files get the browser path in DUGOUT_CHROME and the server in DUGOUT_BASE_URL
// (see test/e2e/lib.mjs). Never downloads a browser.
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

const dir = join(ROOT, 'test', 'e2e');
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.e2e.mjs'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort()
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
console.log(`e2e: ${chrome}, preview at ${server.url}, ${files.length} file(s)`);

const tests = spawn(
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    // One file at a time: each launches Chromium, and CI machines have two cores.
    '--test-concurrency=1',
    // A whole nine-inning game through the UI takes about 50 s on an idle 2-core machine and
    // went past 120 s on a busy one; a file that hangs is still stopped.
    '--test-timeout=300000',
    ...files.map((file) => relative(ROOT, file)),
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DUGOUT_CHROME: chrome, DUGOUT_BASE_URL: server.url },
  },
);

const stopAll = async (signal) => {
  tests.kill(signal);
  await server.stop();
  process.exit(1);
};
process.once('SIGINT', () => void stopAll('SIGINT'));
process.once('SIGTERM', () => void stopAll('SIGTERM'));

const code = await new Promise((done) => tests.once('exit', (exitCode) => done(exitCode ?? 1)));
await server.stop();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`e2e: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
process.exit(code);
