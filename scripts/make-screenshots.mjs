// Captures the built app's home screen for the web app manifest and the README:
//
//   npm run build && node scripts/make-screenshots.mjs && npm run build
//
// (the second build copies the new screenshots into dist/). File names are stable: the
// manifest in vite.config.ts and README.md refer to them.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT, launchBrowser, pngSize, startPreview } from '../test/e2e/lib.mjs';

const SHOTS = [
  { file: 'public/screenshots/home-wide-1180x820.png', width: 1180, height: 820 },
  { file: 'public/screenshots/home-narrow-820x1180.png', width: 820, height: 1180 },
];
const README_SHOT = { from: SHOTS[0].file, to: 'docs/screenshots/home-landscape.png' };

// The production build: what people install (no test fixtures on its shelf).
const server = await startPreview({ outDir: join(ROOT, 'dist') });
const browser = await launchBrowser();
try {
  for (const { file, width, height } of SHOTS) {
    const page = await browser.newPage({
      viewport: { width, height },
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const path = join(ROOT, file);
    mkdirSync(dirname(path), { recursive: true });
    const png = await page.screenshot({ path, type: 'png' });
    const size = pngSize(png);
    console.log(`${file}  ${size.width}x${size.height}`);
    await page.close();
  }
  mkdirSync(dirname(join(ROOT, README_SHOT.to)), { recursive: true });
  copyFileSync(join(ROOT, README_SHOT.from), join(ROOT, README_SHOT.to));
  console.log(`${README_SHOT.to}  (copy of ${README_SHOT.from})`);
} finally {
  await browser.close();
  await server.stop();
}
