/** Vite build of the browser app and its service worker (vite-plugin-pwa, injectManifest from src/sw.ts). */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheAssert, swBuildLogLevel } from './scripts/vite-plugin-precache-assert.js';
import { PRECACHE_MAX_BYTES } from './src/lib/pwa/sw-config.js';

const swLogLevel = swBuildLogLevel();

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [
    react(),
    swLogLevel.main,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // registered by src/lib/pwa/register.ts (workbox-window); the manifest is served per variant by the server
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,json,woff2}'],
        maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
        rollupFormat: 'iife',
        buildPlugins: { vite: [swLogLevel.sw] },
      },
      devOptions: { enabled: false },
    }),
    precacheAssert({ maxBytes: PRECACHE_MAX_BYTES }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    host: true,
    port: Number(process.env.VITE_PORT ?? 5173),
    allowedHosts: ['.localhost', 'localhost'],
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      // the per-variant manifest is made by the server from the Host header
      '/manifest.webmanifest': { target: apiTarget, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200 },
});
