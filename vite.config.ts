import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API and socket to the reference backend so `npm run dev`
// behaves like `npm start` (same origin) with hot reload on top.
const BACKEND = `http://127.0.0.1:${process.env['API_PORT'] ?? '8081'}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': BACKEND,
      '/socket.io': { target: BACKEND, ws: true },
    },
  },
});
