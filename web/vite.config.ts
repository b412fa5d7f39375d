import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// With the extension: Vite warns that its future native config loader will not guess it.
import { serviceWorkerPlugin } from './build/service-worker-plugin.js';
import { contractsWithoutSchemasPlugin } from './build/contracts-without-schemas-plugin.js';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    contractsWithoutSchemasPlugin(),
    serviceWorkerPlugin({
      source: fileURLToPath(new URL('./src/sw/service-worker.ts', import.meta.url)),
    }),
  ],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    manifest: true, // read by scripts/bundle-report.ts for the per-route byte budget
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
