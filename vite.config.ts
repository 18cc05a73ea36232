/** Vite build of the browser app (the PWA shell is added by the offline issue). */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: true,
    port: Number(process.env.VITE_PORT ?? 5173),
    allowedHosts: ['.localhost', 'localhost'],
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/socket.io': { target: apiTarget, ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200 },
});
