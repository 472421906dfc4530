import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress';

// `npm start` serves the API, the widget script and media here; the dev server forwards to it.
const SERVER_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod in a chunk of its own: left to the bundler it joins a chunk of MUI components
          // that the sign-in screen needs, and the first load takes it along. What the entry
          // imports statically is needed before any screen draws: one chunk, not the dozen
          // small ones the bundler cut it into as lazy modules came and went (decision 0038).
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'initial', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER_ORIGIN,
      '/widget.js': SERVER_ORIGIN,
      '/media': SERVER_ORIGIN,
    },
  },
});
