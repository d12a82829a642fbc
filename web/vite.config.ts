import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_ICONS, APPLE_TOUCH_ICON, BRAND_COLOUR, renderIcon } from '../scripts/lib/app-icons.ts';
import { precompressPlugin } from '../scripts/lib/precompress.ts';
import { startChunksPlugin } from '../scripts/lib/start-chunks.ts';
import { startPreload } from './start-preload.ts';
import { importLine, missingMantineFiles, readMantineStyles } from '../scripts/lib/mantine-styles.ts';
import { CSP_NONCE_PLACEHOLDER, securityHeaders } from './server/site-headers.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
// The mock server `npm start` runs beside Vite; MOCK_PORT moves both.
const mockServer = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4000}`;

/**
 * The site imports Mantine's stylesheets one component at a time (src/app/mantine.css): a chunk
 * that uses a Mantine component whose stylesheet is not imported fails the build, with the file
 * to add, instead of shipping an unstyled component.
 */
const mantineStylesCheck = (): Plugin => ({
  name: 'qc-mantine-styles',
  apply: 'build',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const outputs = Object.values(bundle);
      const scripts = outputs.flatMap((output) => (output.type === 'chunk' ? [output.code] : []));
      const stylesheets = outputs.flatMap((output) => (output.type === 'asset' && output.fileName.endsWith('.css') ? [String(output.source)] : []));
      const missing = missingMantineFiles(scripts, stylesheets, readMantineStyles());
      if (missing.length > 0) {
        this.error(`Mantine components without their styles: add ${missing.map(importLine).join(' ')} to web/src/app/mantine.css, in the order of @mantine/core/styles.css`);
      }
    },
  },
});

/** The manifest's and apple-touch-icon's PNGs, drawn from the site's mark at build time (scripts/lib/app-icons.ts). */
const appIcons = (): Plugin => ({
  name: 'qc-app-icons',
  apply: 'build',
  async generateBundle() {
    const mark = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8');
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) this.emitFile({ type: 'asset', fileName: icon.file, source: await renderIcon(mark, icon) });
  },
});

/**
 * The installable site (vite-plugin-pwa, Workbox's generateSW): the web app manifest, and a
 * service worker registered after load (app/service-worker.ts) that
 * - precaches the hashed assets (the shell's scripts and styles, and every chunk, so an open tab
 *   can still load a lazy page after a new release), the icons and the offline page;
 * - answers a navigation from the network, and with the offline page (three languages) when the
 *   network is gone: the page itself is never cached (its CSP nonce and first frame are per answer);
 * - leaves every other request alone: API answers, /media, the socket, the control API and
 *   anything personal never enter a cache;
 * - waits with a new release until the player agrees (registerType prompt: the site offers it,
 *   the page reloads on consent), so nobody is switched mid-game or kept on an old build.
 */
const installableSite = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    manifest: {
      id: '/',
      name: 'QCカジノ',
      short_name: 'QCカジノ',
      description: 'パチンコ、パチスロ、ライブカジノ、スロット、テーブルゲーム、スポーツベット',
      lang: 'ja-JP',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: BRAND_COLOUR,
      background_color: BRAND_COLOUR,
      categories: ['games', 'entertainment'],
      icons: APP_ICONS.map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    },
    workbox: {
      globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'favicon.svg', 'offline.html', 'offline.css'],
      // The statement PDF's chunk (pdf-lib and fontkit, about 500 KB gzipped) loads only when a
      // player makes a PDF, online; precaching it would make every install download it.
      globIgnores: ['assets/statement-pdf-*.js'],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      // No app shell from the cache: the page comes from the network, or the offline page does.
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });

// Each first page's module and the shell's parts it shows (app/layouts/shell-parts.ts), whose
// graphs the entry preloads (web/src/lib/page-graph-preload.ts).
const pageModule = {
  home: `${webRoot}src/app/routes/home-page.tsx`,
  lobby: `${webRoot}src/features/games/components/lobby-page.tsx`,
  promo: `${webRoot}src/features/promotions/components/promo-page.tsx`,
  tournament: `${webRoot}src/features/competitions/components/tournament-page.tsx`,
};
const shellParts = [`${webRoot}src/app/toasts.tsx`, `${webRoot}src/app/layouts/site-footer.tsx`];
const competitionsStrip = `${webRoot}src/features/competitions/components/competitions-strip.tsx`;

// The start-up's and the active language's scripts in one round trip (web/start-preload.ts).
const preload = startPreload({
  libraries: `${webRoot}src/start-libraries.ts`,
  app: `${webRoot}src/start.tsx`,
  startUpLocale: (language) => `${webRoot}src/app/locales/${language}.ts`,
  featureTable: `${webRoot}src/app/features.ts`,
  pages: {
    home: [pageModule.home, ...shellParts, competitionsStrip],
    auth: [pageModule.home, ...shellParts],
    lobby: [pageModule.lobby, ...shellParts, competitionsStrip],
    promo: [pageModule.promo, ...shellParts],
    tournament: [pageModule.tournament, ...shellParts],
  },
});

export default defineConfig(() => ({
  root: webRoot,
  // Brotli and gzip copies of the built assets, which the mock's static site sends as they are.
  // The start-up graph in two chunks (scripts/lib/start-chunks.ts says why).
  plugins: [
    react(),
    mantineStylesCheck(),
    appIcons(),
    installableSite(),
    startChunksPlugin({ libraries: `${webRoot}src/start-libraries.ts`, app: `${webRoot}src/start.tsx` }),
    preload.plugin,
    precompressPlugin(),
  ],
  // Every built <script>/<link> and the csp-nonce meta carry the placeholder; the server puts a
  // fresh nonce in for each page it serves, and Mantine tags its <style> elements with it.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  resolve: {
    // zod without its eval-compiled parsers (web/src/lib/zod/jitless-zod.ts), in dev and build.
    // react-router 8 exports its production build unless the `development` condition is asked
    // for, as Vite does only in dev: no alias is needed for it.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod/jitless-zod.ts', import.meta.url)) }],
  },
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        // Mantine's breakpoints as $variables in our CSS modules; 48em = 768px, the big-screen split.
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // A dynamic import fetches its chunk's whole static graph (and CSS) at once, not one round trip
    // per level of imports (issue 32: /login was nine hops in a row). Issue 25 had turned this off
    // when the app's import preloaded about 30 chunks in the task that evaluated it; the start-up is
    // two chunks now (scripts/lib/start-chunks.ts). Every browser the site supports has modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
  },
  // A developer's first click answers as fast as the built site's: every dependency a page imports
  // is found and pre-bundled when the dev server starts, not on the first visit to a lazy route
  // (which stalled that visit and reloaded the page), and the start-up's modules are transformed
  // before the first request asks for them.
  optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/testing/**'] },
  server: {
    warmup: { clientFiles: ['./src/start.tsx', './src/app/**/*.{ts,tsx}', '!./src/**/*.test.{ts,tsx}'] },
    // The dev server runs React's refresh preamble inline and HMR over its own socket, so it
    // sends the headers that cost nothing there, not the production CSP (see the mock's static site).
    headers: securityHeaders({ dev: true }),
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': mockServer,
      '/auth': mockServer,
      '/throne-api': mockServer,
      '/media': mockServer,
      '/machines': mockServer,
      '/__mock': mockServer,
      '/ws': { target: mockServer, ws: true },
    },
  },
}));
