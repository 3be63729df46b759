import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { extraGames } from './build/extra-games.ts';

/** Brand colours shared by the manifest and index.html's theme-color meta (keep in sync). */
const THEME_COLOR = '#12284a'; // navy: the header band and the browser/title bar
const BACKGROUND_COLOR = '#1f5230'; // grass: the splash screen behind the icon

/**
 * The production Content-Security-Policy. Nothing inline: Preact sets styles through the
 * CSSOM (allowed), and vite-plugin-pwa registers the service worker from a bundled module
 * (`injectRegister: false`), so no hash or nonce is needed.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The dev server injects CSS as <style> elements (for HMR), which `style-src 'self'` blocks.
 * Vite stamps a nonce on them when `html.cspNonce` is set; dev only, so a fixed value is fine.
 */
const DEV_NONCE = 'dugout-dev';
const DEV_CSP = CSP.replace("style-src 'self'", `style-src 'self' 'nonce-${DEV_NONCE}'`);

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export default defineConfig(({ command, isPreview, mode }) => ({
  plugins: [
    preact(),
    extraGames(mode),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      // globPatterns already matches every icon: listing them again would duplicate entries.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // Screenshots only feed the browser's install dialog, which is shown online.
        globIgnores: ['screenshots/**'],
        cleanupOutdatedCaches: true,
        navigateFallback: 'index.html',
      },
      manifest: {
        name: 'Dugout',
        short_name: 'Dugout',
        description:
          'Baseball tabletop games for pass-and-play on one tablet. Works offline; every game stays on the device.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        lang: 'en',
        dir: 'ltr',
        categories: ['games', 'sports', 'entertainment'],
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
        screenshots: [
          {
            src: '/screenshots/home-wide-1180x820.png',
            sizes: '1180x820',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Dugout home screen in landscape',
          },
          {
            src: '/screenshots/home-narrow-820x1180.png',
            sizes: '820x1180',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Dugout home screen in portrait',
          },
        ],
      },
    }),
  ],
  // Dev server only (not build, not preview): see DEV_NONCE.
  html: command === 'serve' && !isPreview ? { cspNonce: DEV_NONCE } : {},
  server: {
    headers: { 'Content-Security-Policy': DEV_CSP, ...SECURITY_HEADERS },
  },
  preview: {
    // vite preview serves every file with `Cache-Control: no-cache` (sirv with etags), so
    // sw.js is always revalidated; test/e2e checks that.
    headers: { 'Content-Security-Policy': CSP, ...SECURITY_HEADERS },
  },
  // The bots' Web Worker is bundled on its own and needs the same game list.
  // Its bundle is a build of its own: the same quiet timing check as the page's (below).
  worker: {
    format: 'es',
    plugins: () => [extraGames(mode)],
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  build: {
    // scripts/size-check.mjs reads dist/.vite/manifest.json to measure the budgets.
    manifest: true,
    rolldownOptions: {
      // The build fails on any warning (scripts/build.mjs); the timing report is not about
      // the code, and on a busy machine (plugins' callbacks slowed, not the bundle) it came.
      checks: { bundlerTimings: false },
    },
  },
}));
