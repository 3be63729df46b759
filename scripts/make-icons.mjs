// Renders public/favicon.svg (the logo, the single source) into the PNG icons and
// favicon.ico in public/ with headless system Chromium. Run after editing the logo:
//
//   node scripts/make-icons.mjs
//
// The outputs are committed; the build only copies them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launchBrowser, pngSize } from '../test/e2e/lib.mjs';

const NAVY = '#12284a'; // the logo's own background, so padding is seamless

/**
 * `scale`: the logo's share of the canvas. `background`: null keeps the rounded corners
 * transparent. Maskable icons keep the artwork (a circle of radius 196/512) inside the
 * 40 % safe-zone circle: 0.9 * 196/512 = 34 %.
 */
const ICONS = [
  { file: 'pwa-192x192.png', size: 192, scale: 1, background: null },
  { file: 'pwa-512x512.png', size: 512, scale: 1, background: null },
  { file: 'maskable-icon-512x512.png', size: 512, scale: 0.9, background: NAVY },
  { file: 'apple-touch-icon-180x180.png', size: 180, scale: 1, background: NAVY },
];
const ICO_SIZES = [16, 32, 48];

const publicDir = join(ROOT, 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The logo rendered at `size` px, as PNG bytes. */
async function render(page, { size, scale, background }) {
  await page.setViewportSize({ width: size, height: size });
  const logo = Math.round(size * scale);
  await page.setContent(
    `<!doctype html><body style="margin:0;width:${size}px;height:${size}px;display:grid;` +
      `place-items:center;background:${background ?? 'transparent'}">` +
      `<img src="${src}" width="${logo}" height="${logo}" alt=""></body>`,
  );
  await page.evaluate(() => document.querySelector('img')?.decode());
  return page.screenshot({ type: 'png', omitBackground: background === null });
}

/** An .ico holding PNG images (supported everywhere .ico is). */
function makeIco(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    const png = await render(page, icon);
    const { width, height } = pngSize(png);
    if (width !== icon.size || height !== icon.size)
      throw new Error(`${icon.file}: ${width}x${height}`);
    writeFileSync(join(publicDir, icon.file), png);
    console.log(`public/${icon.file}  ${width}x${height}  ${png.length} bytes`);
  }
  const icoImages = [];
  for (const size of ICO_SIZES) {
    icoImages.push({ size, png: await render(page, { size, scale: 1, background: null }) });
  }
  const ico = makeIco(icoImages);
  writeFileSync(join(publicDir, 'favicon.ico'), ico);
  console.log(`public/favicon.ico  ${ICO_SIZES.join(', ')} px  ${ico.length} bytes`);
} finally {
  await browser.close();
}
