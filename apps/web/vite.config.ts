import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development: `npm run dev` starts it with the same environment, PORT included. */
const API_SERVER = `http://127.0.0.1:${process.env.PORT || 8000}`;
/** Modules without side effects, whose unused exports may go. */
const RC_FORM = /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/;
const API_PREFIXES = ['/auth', '/api', '/avatar', '/health', '/swagger', '/ca.crt'];

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
