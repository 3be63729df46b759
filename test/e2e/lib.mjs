// Shared helpers for the e2e tests and the scripts that drive Chromium (icons, screenshots).
// Never downloads a browser: it uses the system Chromium (CHROME_PATH or the usual paths).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** The repository root. */
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

/**
 * Flags for every launch. playwright-core adds --headless and --no-sandbox itself; the
 * background-networking flags keep Chromium from calling Google (the network is closed here,
 * and the e2e tests assert that no request leaves the preview server).
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--disable-sync',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The first Chromium found: $CHROME_PATH, then the usual install paths; null if none. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (fromEnv) console.warn(`CHROME_PATH=${fromEnv} does not exist; looking elsewhere`);
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The message printed when no Chromium is installed. */
export const NO_CHROMIUM_MESSAGE = [
  'No Chromium found (looked at $CHROME_PATH, then ' + CHROMIUM_CANDIDATES.join(', ') + ').',
  "Install Debian's Chromium:  sudo apt-get install chromium",
  'or point CHROME_PATH at a Chrome/Chromium binary:  CHROME_PATH=/path/to/chrome npm test',
  'Nothing is downloaded automatically.',
].join('\n');

/** The browser the tests run: DUGOUT_CHROME from scripts/e2e.mjs, else found here. */
export function chromePath() {
  const path = process.env.DUGOUT_CHROME ?? findChromium();
  if (!path) throw new Error(NO_CHROMIUM_MESSAGE);
  return path;
}

/** The preview server's address, set by scripts/e2e.mjs. */
export function baseUrl() {
  const url = process.env.DUGOUT_BASE_URL;
  if (!url)
    throw new Error('DUGOUT_BASE_URL is not set: run the e2e tests with `npm run test:e2e`');
  return url;
}

/** Launches headless Chromium with the project's flags. */
export function launchBrowser(options = {}) {
  return chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS, ...options });
}

/**
 * A persistent (non-incognito) profile in a temp dir: needed for installability checks,
 * which report `in-incognito` in a plain context. `close()` also deletes the profile.
 */
export async function launchPersistent(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'dugout-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath(),
    args: CHROMIUM_ARGS,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const server = createServer();
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts `vite preview` on a free port against a build (dist/ unless `outDir` names a copy)
 * and waits until it answers. Returns `{ url, stop }`.
 */
/**
 * The build the e2e tests drive: the e2e build (production plus the engine's fixture games
 * on the shelf; `npm run build:e2e`), unless DUGOUT_DIST names another.
 */
export const DIST = join(ROOT, process.env.DUGOUT_DIST ?? 'dist-e2e');

export async function startPreview({ outDir = DIST, timeoutMs = 30_000 } = {}) {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`${outDir} has no index.html: run \`npm run build:e2e\` first`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  args.push('--outDir', outDir);
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(5000).then(() => true)]);
    if (timedOut) child.kill('SIGKILL');
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early:\n${log}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms:\n${log}`);
}

/** Records every request a context makes to an origin other than `base` (pages and workers). */
export function recordForeignRequests(context, base = baseUrl()) {
  const origin = new URL(base).origin;
  const foreign = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

/**
 * Collects CSP violations (securitypolicyviolation events, registered before any page
 * script runs), uncaught page errors and console errors for every page of a context.
 * Read them with `await problems.read(page)`.
 */
export async function recordPageProblems(context) {
  await context.addInitScript(() => {
    const seen = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const errors = [];
  const watch = (page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    errors,
    /** CSP violations seen by the page's current document. */
    cspViolations: (page) => page.evaluate(() => [...(window.__cspViolations ?? [])]),
  };
}

/** Waits (10 s at most) until a service worker is active, then reloads until it controls. */
export async function waitForServiceWorkerControl(page) {
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready,
      new Promise((_, fail) => setTimeout(() => fail(new Error('no active SW in 10 s')), 10_000)),
    ]),
  );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await page.reload();
  }
  throw new Error('the service worker never controlled the page');
}

/** Width and height of a PNG, read from its IHDR chunk. */
export function pngSize(buffer) {
  const signature = '89504e470d0a1a0a';
  if (buffer.subarray(0, 8).toString('hex') !== signature) throw new Error('not a PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** Selector for everything a finger can activate. */
export const INTERACTIVE_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Every visible interactive element on the page with its size; `tooSmall` lists those under
 * `min` CSS px in either direction.
 */
export function measureTargets(page, min = 48) {
  return page.evaluate(
    ({ selector, min }) => {
      const targets = [...document.querySelectorAll(selector)]
        .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        .map((el) => {
          // The drawn box without the control's own scale: a button just tapped is still
          // easing back from its :active scale(0.97) and measured 47.97 px (CI, builder).
          const box = el.getBoundingClientRect();
          const t = getComputedStyle(el).transform;
          const m = new DOMMatrix(t === 'none' ? undefined : t);
          const sx = Math.hypot(m.a, m.b) || 1;
          const sy = Math.hypot(m.c, m.d) || 1;
          const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
          return {
            element: `${el.tagName.toLowerCase()} "${name}"`,
            width: box.width / sx,
            height: box.height / sy,
          };
        })
        .filter((target) => target.width > 0 && target.height > 0);
      const tooSmall = targets.filter((target) => target.width < min || target.height < min);
      return { count: targets.length, tooSmall };
    },
    { selector: INTERACTIVE_SELECTOR, min },
  );
}
