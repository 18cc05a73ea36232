/**
 * Vite plugin: once the build and its service worker are written, puts a brotli (.br) and a gzip (.gz) copy
 * beside every compressible file of dist/, which the server sends as they are (@fastify/static preCompressed).
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** text-like files; images and fonts are compressed already */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|ico)$/i;
/** a copy must save at least this share of the bytes to be worth a second file and a content negotiation */
const MIN_SAVING = 0.1;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

export interface PrecompressResult {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir` where compression pays. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  const worth = (packed: Buffer, raw: Buffer) => packed.length <= raw.length * (1 - MIN_SAVING);
  await Promise.all(
    listFiles(dir)
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const raw = await readFile(file);
        const [br, gzipped] = await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gz(raw, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (!worth(gzipped, raw)) return;
        result.files++;
        result.raw += raw.length;
        result.gzip += gzipped.length;
        await writeFile(`${file}.gz`, gzipped);
        if (worth(br, raw)) {
          result.brotli += br.length;
          await writeFile(`${file}.br`, br);
        }
      }),
  );
  return result;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lading:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // after vite-plugin-pwa has written sw.js (its closeBundle), so the worker is compressed too
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const r = await precompressDir(outDir);
        const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
        config.logger.info(`precompress: ${r.files} files, ${kib(r.raw)} → ${kib(r.brotli)} brotli, ${kib(r.gzip)} gzip`);
      },
    },
  };
}
