import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development: `npm run dev` starts it with the same environment, PORT included. */
const API_SERVER = `http://127.0.0.1:${process.env.PORT || 8000}`;
const API_PREFIXES = ['/auth', '/api', '/avatar', '/health', '/swagger'];

export default defineConfig({
  plugins: [react()],
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
