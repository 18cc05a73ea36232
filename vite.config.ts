/** Vite build of the browser app and its service worker (vite-plugin-pwa, injectManifest from src/sw.ts). */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precacheAssert, swBuildLogLevel } from './scripts/vite-plugin-precache-assert.js';
import { precompress } from './scripts/vite-plugin-precompress.js';
import { preloadChunks } from './scripts/vite-plugin-preload-chunks.js';
import { prerenderLogin } from './scripts/vite-plugin-prerender-login.js';
import { noInlineScript } from './scripts/vite-plugin-no-inline-script.js';
import { PRECACHE_MAX_BYTES } from './src/lib/pwa/sw-config.js';

const swLogLevel = swBuildLogLevel();

/**
 * The version this build is (spec §4 'System update'): package.json's version plus BUILD_ID, or plus the build
 * time when none is given, so every deploy differs. The bundle gets it as __APP_VERSION__ and dist/version.json
 * carries it to the server (server/src/lib/version.ts), which reports it at /api/map/help/system_info.
 */
const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
const APP_VERSION = `${packageVersion}+${process.env.BUILD_ID || Date.now().toString(36)}`;

function versionFile(): Plugin {
  return {
    name: 'lading-version-json',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: APP_VERSION })}\n` });
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? process.env.PORT ?? 8080}`;

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    react(),
    versionFile(),
    // a cold visit fetches the app and the first screen of anyone not signed in (sign-in) beside the entry
    preloadChunks(['src/app/app.tsx', 'src/features/auth/components/login-screen.tsx']),
    noInlineScript(),
    // /login arrives with the sign-in screen in its HTML (written before the precache list is made)
    prerenderLogin(),
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
    // last: compresses what the build and the service worker build wrote
    precompress(),
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
