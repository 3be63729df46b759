// npm run bench:browser — move commit and resume times on real IndexedDB in Chromium
// (strict durability). Targets: commit p95 10 ms, resuming a 1,000-move game 100 ms.
// A benchmark, not a test: it prints and compares, and never fails the test command.
import { createServer } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT, findChromium, launchBrowser, NO_CHROMIUM_MESSAGE } from '../test/e2e/lib.mjs';

if (!findChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
const out = mkdtempSync(join(tmpdir(), 'dugout-bench-'));
await build({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  build: {
    outDir: out,
    emptyOutDir: true,
    lib: {
      entry: join(ROOT, 'scripts/bench-store-browser.ts'),
      formats: ['es'],
      fileName: 'bench',
    },
  },
});
writeFileSync(join(out, 'index.html'), '<!doctype html><title>bench</title>');
const bundle = readdirSync(out).find((f) => f.startsWith('bench') && f.endsWith('.js'));
const files = new Set(readdirSync(out));
const server = createServer((req, res) => {
  const name = (req.url ?? '/').slice(1);
  const file = name === 'bench.js' ? bundle : files.has(name) ? name : 'index.html';
  res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
  res.end(readFileSync(join(out, file)));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(url);
  const result = await page.evaluate(async () => (await import('/bench.js')).run());
  const f = (t) =>
    `p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms (n=${t.n})`;
  console.log(`Chromium ${browser.version()}, real IndexedDB, strict durability`);
  console.log(
    `move commit:             ${f(result.commit)}   target p95 <= 10 ms: ${result.commit.p95 <= 10 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `resume 1,000-move game:  ${f(result.resume)}   target <= 100 ms: ${result.resume.p95 <= 100 ? 'met' : 'MISSED'}`,
  );
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}
