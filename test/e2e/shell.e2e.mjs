// The app shell in real Chromium against `vite preview`: headers, service worker, offline,
// installability, CSP, target sizes, theme tokens and the update prompt.
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  DIST,
  baseUrl,
  launchBrowser,
  launchPersistent,
  measureTargets,
  pngSize,
  recordForeignRequests,
  recordPageProblems,
  startPreview,
  waitForServiceWorkerControl,
} from './lib.mjs';
import { playMoves, revealIfCovered, startGame } from './app.mjs';

/** Every file of the build, relative to dist/, with forward slashes. */
const distFiles = () =>
  readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(DIST, join(entry.parentPath, entry.name)))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !file.startsWith('.vite/'));

const VIEWPORTS = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
];

/** Waits for the home screen's heading. */
const homeHeading = (page) => page.getByRole('heading', { level: 1, name: 'Dugout' });

describe('server headers', () => {
  test('every page carries the strict CSP and sw.js is revalidated', async () => {
    for (const path of ['/', '/games/lords/123']) {
      const response = await fetch(new URL(path, baseUrl()));
      assert.equal(response.status, 200, path);
      const csp = response.headers.get('content-security-policy') ?? '';
      for (const directive of ["script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"]) {
        assert.ok(csp.includes(directive), `${path}: CSP lacks ${directive}: ${csp}`);
      }
      assert.ok(!csp.includes('unsafe-inline'), `${path}: ${csp}`);
    }
    const sw = await fetch(new URL('/sw.js', baseUrl()));
    assert.equal(sw.status, 200);
    assert.match(sw.headers.get('cache-control') ?? '', /no-cache|no-store/);
  });
});

describe('service worker and offline', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  test('the SW takes control, then offline reloads and cold deep links still render', async () => {
    const context = await browser.newContext();
    const foreign = recordForeignRequests(context);
    const problems = await recordPageProblems(context);
    const page = await context.newPage();
    await page.goto(baseUrl());
    await homeHeading(page).waitFor();
    await waitForServiceWorkerControl(page);

    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const requests = names.length === 1 ? await (await caches.open(names[0])).keys() : [];
      return { names, paths: requests.map((request) => new URL(request.url).pathname) };
    });
    assert.equal(cached.names.length, 1, `caches: ${cached.names}`);
    assert.match(cached.names[0] ?? '', /^workbox-precache-v2-/);
    // Everything the app can load offline (every lazy game chunk included) is precached.
    const precached = new Set(cached.paths);
    const missing = distFiles()
      .filter((file) => /\.(js|css|html|svg|png|ico|woff2)$/.test(file))
      .filter((file) => !/^(sw\.js|workbox-[\w-]+\.js|screenshots\/.*)$/.test(file))
      .filter((file) => !precached.has(`/${file}`));
    assert.deepEqual(missing, [], 'not precached');
    assert.ok(precached.has('/manifest.webmanifest'));

    await context.setOffline(true);
    const reload = await page.reload();
    assert.ok(reload?.fromServiceWorker(), 'offline reload not served by the SW');
    await homeHeading(page).waitFor();

    const deep = await context.newPage();
    const cold = await deep.goto(new URL('/games/lords/play/42?seat=2', baseUrl()).href);
    assert.ok(cold?.fromServiceWorker(), 'offline deep link not served by the SW');
    await homeHeading(deep).waitFor();

    assert.deepEqual(await problems.cspViolations(page), []);
    assert.deepEqual(await problems.cspViolations(deep), []);
    assert.deepEqual(problems.errors, []);
    assert.deepEqual(foreign, [], 'requests left the preview server');
    await context.close();
  });

  test('a new service worker shows the update prompt; Update reloads into it', async () => {
    // A deploy needs a changed sw.js on the same origin, and Chromium fetches the SW script
    // outside Playwright's routing, so this test serves its own copy of dist/ and edits it.
    const copy = mkdtempSync(join(tmpdir(), 'dugout-e2e-dist-'));
    cpSync(DIST, copy, { recursive: true });
    const server = await startPreview({ outDir: copy });
    const context = await browser.newContext();
    try {
      const foreign = recordForeignRequests(context, server.url);
      const problems = await recordPageProblems(context);
      const page = await context.newPage();
      await page.goto(server.url);
      await waitForServiceWorkerControl(page);
      const bar = page.getByRole('region', { name: 'App update' });
      assert.equal(await bar.count(), 0, 'prompt shown with no update');

      appendFileSync(join(copy, 'sw.js'), '\n// the next deploy\n');
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await bar.waitFor({ timeout: 15_000 });
      await bar.getByRole('status').filter({ hasText: 'Update available' }).waitFor();

      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const { count, tooSmall } = await measureTargets(page);
        assert.ok(count >= 2, 'Update and Later are among the measured controls');
        assert.deepEqual(tooSmall, [], `${viewport.width}x${viewport.height}`);
      }

      await page.getByRole('button', { name: 'Later' }).click();
      await bar.waitFor({ state: 'detached' });
      await page.reload();
      await bar.waitFor(); // the new worker still waits, so the next start offers it again

      // Another tab is mid-game: it is not offered the update, and accepting it here must
      // neither reload it under its players nor lose its moves.
      const game = await context.newPage();
      await game.goto(server.url);
      await homeHeading(game).waitFor();
      await startGame(game, 'fixture-response', ['human', 'human']);
      await playMoves(game, 1);
      await game.evaluate(() => {
        window.__notReloaded = true;
      });
      assert.equal(await game.getByRole('region', { name: 'App update' }).count(), 0);

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Update' }).click(),
      ]);
      await homeHeading(page).waitFor();
      const stillWaiting = await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      );
      assert.equal(stillWaiting, false, 'the new worker is still waiting');
      assert.equal(await bar.count(), 0, 'the prompt is back after updating');

      const asked = game.getByRole('alertdialog');
      await asked.waitFor();
      assert.match(await asked.innerText(), /updated in another tab/);
      assert.equal(await game.evaluate(() => window.__notReloaded), true, 'reloaded mid-game');
      await Promise.all([game.waitForEvent('load'), asked.getByRole('button').click()]);
      await revealIfCovered(game);
      await game
        .getByTestId('save-status')
        .filter({ hasText: /^Saved$/ })
        .waitFor();
      assert.equal(await game.locator('.play').getAttribute('data-moves'), '1');
      assert.deepEqual(await problems.cspViolations(page), []);
      assert.deepEqual(problems.errors, []);
      assert.deepEqual(foreign, []);
    } finally {
      await context.close();
      await server.stop();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('installability', () => {
  test('Chromium finds no installability or manifest errors; icons and screenshots load', async () => {
    const { context, close } = await launchPersistent();
    try {
      const foreign = recordForeignRequests(context);
      const problems = await recordPageProblems(context);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseUrl());
      await homeHeading(page).waitFor();
      await waitForServiceWorkerControl(page);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, []);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      assert.deepEqual(errors, []);
      assert.ok(url && data, 'no manifest');
      const manifest = JSON.parse(data);

      const themeMeta = await page.locator('meta[name="theme-color"]').getAttribute('content');
      assert.equal(manifest.theme_color, themeMeta, 'manifest theme_color vs meta theme-color');
      for (const size of ['192x192', '512x512']) {
        const purposes = manifest.icons.filter((icon) => icon.sizes === size).map((i) => i.purpose);
        assert.ok(purposes.includes('any'), `${size} any`);
      }
      assert.ok(manifest.icons.some((icon) => icon.purpose === 'maskable'));
      assert.ok(!manifest.icons.some((icon) => /\s/.test(icon.purpose ?? '')), 'one purpose each');
      const formFactors = manifest.screenshots.map((shot) => shot.form_factor).sort();
      assert.deepEqual(formFactors, ['narrow', 'wide']);

      for (const image of [...manifest.icons, ...manifest.screenshots]) {
        const response = await page.request.get(new URL(image.src, url).href);
        assert.equal(response.status(), 200, image.src);
        assert.equal(response.headers()['content-type'], 'image/png', image.src);
        const { width, height } = pngSize(await response.body());
        assert.equal(`${width}x${height}`, image.sizes, image.src);
      }
      assert.deepEqual(await problems.cspViolations(page), []);
      assert.deepEqual(problems.errors, []);
      assert.deepEqual(foreign, []);
    } finally {
      await close();
    }
  });
});

describe('layout and tokens', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => browser?.close());

  for (const viewport of VIEWPORTS) {
    test(`every visible control is at least 48x48 at ${viewport.width}x${viewport.height}`, async () => {
      const page = await browser.newPage({ viewport, serviceWorkers: 'block' });
      await page.goto(baseUrl());
      await homeHeading(page).waitFor();
      // The check itself must catch a small target.
      await page.evaluate(() => {
        const probe = document.createElement('button');
        probe.id = 'size-probe';
        probe.textContent = 'x';
        probe.style.cssText = 'all: unset; width: 20px; height: 20px';
        document.body.append(probe);
      });
      const probed = await measureTargets(page);
      assert.equal(probed.tooSmall.length, 1, 'the 20 px probe was not flagged');
      await page.evaluate(() => document.getElementById('size-probe')?.remove());

      const { tooSmall } = await measureTargets(page);
      assert.deepEqual(tooSmall, []);
      await page.close();
    });
  }

  test('dark tokens match for prefers-color-scheme and [data-theme]; motion off when reduced', async () => {
    const tokens = async (options, theme, motion) => {
      const page = await browser.newPage({ ...options, serviceWorkers: 'block' });
      await page.goto(baseUrl());
      await homeHeading(page).waitFor();
      const values = await page.evaluate(
        ([theme, motion]) => {
          if (theme) document.documentElement.dataset.theme = theme;
          if (motion) document.documentElement.dataset.motion = motion;
          const style = getComputedStyle(document.documentElement);
          const names = new Set();
          for (const sheet of document.styleSheets) {
            for (const rule of sheet.cssRules) {
              const rules = rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule];
              for (const inner of rules) {
                if (!(inner instanceof CSSStyleRule)) continue;
                for (const name of inner.style) if (name.startsWith('--')) names.add(name);
              }
            }
          }
          return Object.fromEntries([...names].sort().map((n) => [n, style.getPropertyValue(n)]));
        },
        [theme, motion],
      );
      await page.close();
      return values;
    };
    const light = await tokens({ colorScheme: 'light' });
    const dark = await tokens({ colorScheme: 'dark' });
    assert.ok(Object.keys(light).length > 50, 'tokens were not found');
    assert.notEqual(light['--color-bg'], dark['--color-bg']);
    assert.deepEqual(await tokens({ colorScheme: 'light' }, 'dark'), dark);
    assert.deepEqual(await tokens({ colorScheme: 'dark' }, 'light'), light);

    const reduced = await tokens({ reducedMotion: 'reduce' });
    for (const name of ['--duration-fast', '--duration-base', '--duration-slow']) {
      assert.equal(parseFloat(reduced[name] ?? ''), 0, name); // minified to 0s
      assert.ok(parseFloat(light[name] ?? '') > 0, name);
    }
    // Settings → Motion: "Reduce motion" (data-motion=on) and "Full motion" (off) win over the system.
    const forcedOn = await tokens({ reducedMotion: 'no-preference' }, undefined, 'on');
    const forcedOff = await tokens({ reducedMotion: 'reduce' }, undefined, 'off');
    for (const name of ['--duration-fast', '--duration-base', '--duration-slow']) {
      assert.equal(parseFloat(forcedOn[name] ?? ''), 0, `${name} with Reduce motion`);
      assert.ok(parseFloat(forcedOff[name] ?? '') > 0, `${name} with Full motion`);
    }
  });
});
