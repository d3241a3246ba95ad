import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API server in development: `npm run dev` starts it with the same environment, PORT included. */
const API_SERVER = `http://127.0.0.1:${process.env.PORT || 8000}`;
/** Modules without side effects, whose unused exports may go. */
const RC_FORM = /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/;
const API_PREFIXES = ['/auth', '/api', '/avatar', '/health', '/swagger', '/ca.crt'];
/** The server's own paths: never answered from the service worker's cache, nor by its navigation fallback. */
const SERVER_PATHS = new RegExp(
  `^(${API_PREFIXES.map((prefix) => prefix.replace('.', '\\.')).join('|')})(/|$)`,
);
/** The theme colour (docs/specification.md §9): the installed app's title bar and splash screen. */
const THEME_COLOR = '#1890ff';

/**
 * The scan page as an installable app that opens offline (issue 22). Workbox's generated service worker
 * precaches the app shell and every built chunk, answers navigations with index.html, and leaves the server's
 * paths to the network. `prompt`: a new version waits until the user reloads (lib/app-update.ts), never in
 * the middle of a scan. public/sw-sync.js adds Background Sync: it wakes the open pages to send their outbox.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The manifest's link is written in index.html itself, with the icons' links.
  manifest: {
    id: './',
    name: 'Garment Back Office',
    short_name: 'Scan',
    description: 'Scan bundle tickets for the processes you finish.',
    start_url: './#/scan',
    scope: './',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  includeManifestIcons: true,
  workbox: {
    // Every chunk, so any page the user opened may open again; the icons too. Not the precompressed copies
    // (.br, .gz) build-web.mjs writes after the build, which the server picks by Accept-Encoding. Nor the two
    // heaviest chunks, which only office screens use online (the dashboard's charts, the password-strength
    // dictionary): without them the precache is about 2.5 MB instead of 3.4 MB (before compression).
    globPatterns: ['**/*.{js,css,html,png,svg}'],
    globIgnores: ['**/echart-canvas-*.js', '**/password-*.js'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [SERVER_PATHS],
    // Workbox's own runtime, written beside sw.js rather than fetched from a CDN (script-src 'self').
    inlineWorkboxRuntime: false,
    importScripts: ['sw-sync.js'],
    cleanupOutdatedCaches: true,
    // The first version takes charge of the page that installed it, so that page reloads offline. A later one
    // still waits (no skipWaiting) until the user reloads from the notice.
    clientsClaim: true,
    // No runtime caching: the server's answers are never kept by the worker, whoever's token asked for them
    // (the scan page keeps its own worker's figures, features/scan/utils/kept-figures.ts).
  },
});

export default defineConfig({
  plugins: [react(), pwa],
  // Relative asset URLs, so the built SPA works wherever the server mounts it.
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_SERVER])),
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // antd's Input and Checkbox import its form context, whose module imports the whole of @rc-component/form
      // (and its validator); neither package declares itself free of side effects, so nothing was dropped.
      // Only the parts a page uses are kept now: about 12 KB (gzip) off the login page, which has no Form.
      treeshake: { moduleSideEffects: (id) => !RC_FORM.test(id) },
      output: {
        codeSplitting: {
          // The framework every page needs gets its own long-cached chunk. antd is left to the automatic
          // split, so the login page only downloads the components it renders.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
