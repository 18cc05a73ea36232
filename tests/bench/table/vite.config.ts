/** Bench-only page (never part of the product build): DataTable over 100 000 client rows, export in the worker. */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
  build: { outDir: fileURLToPath(new URL('../../../.tmp/bench-table', import.meta.url)), emptyOutDir: true, chunkSizeWarningLimit: 5000, sourcemap: false },
  logLevel: 'warn',
});
