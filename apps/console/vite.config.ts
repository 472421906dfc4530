import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm start` serves the API, the widget script and media here; the dev server forwards to it.
const SERVER_ORIGIN = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': SERVER_ORIGIN,
      '/widget.js': SERVER_ORIGIN,
      '/media': SERVER_ORIGIN,
    },
  },
});
