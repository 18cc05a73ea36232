/**
 * Main-thread facade of the image worker: the worker starts on the first compression (never at page load) and is
 * reused. Without worker OffscreenCanvas (old browsers) browser-image-compression does the same single pass in its
 * own worker. Failures reject with ImageCompressError's clear message.
 */
import * as Comlink from 'comlink';
import { COMPRESS_MAX_SIDE, COMPRESS_QUALITY, IMAGE_MAX_MB } from '@/domain/images';
import type { CompressOptions, CompressResult, ImageWorkerApi } from '../../workers/image.worker';

export type { CompressOptions };

let remote: Comlink.Remote<ImageWorkerApi> | null = null;

function worker(): Comlink.Remote<ImageWorkerApi> {
  if (!remote) {
    const raw = new Worker(new URL('../../workers/image.worker.ts', import.meta.url), { type: 'module', name: 'image' });
    remote = Comlink.wrap<ImageWorkerApi>(raw);
  }
  return remote;
}

const workerCanvas = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

function failure(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const out = new Error(message.startsWith('image compression failed') ? message : `image compression failed: ${message}`);
  out.name = 'ImageCompressError';
  return out;
}

/** The name the compressed bytes go by: photo.png → photo.jpg when they became JPEG. */
export function renamed(name: string, type: string): string {
  if (type !== 'image/jpeg') return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name || 'image';
  return `${base}.jpg`;
}

async function fallback(file: File, options: CompressOptions): Promise<File> {
  if (options.compress === false || file.type === 'image/gif') return file;
  const [{ default: imageCompression }, { default: libURL }] = await Promise.all([
    import('browser-image-compression'),
    // its worker would otherwise importScripts the library from a CDN: an offline app serves its own copy
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  return imageCompression(file, {
    libURL,
    maxSizeMB: IMAGE_MAX_MB,
    maxWidthOrHeight: options.maxSide ?? COMPRESS_MAX_SIDE,
    initialQuality: options.quality ?? COMPRESS_QUALITY,
    maxIteration: 1,
    fileType: 'image/jpeg',
    useWebWorker: true,
  });
}

/** Compresses (or, with compress: false, only redraws) one image; resolves to the File to upload. */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  try {
    if (!workerCanvas()) return await fallback(file, options);
    const result: CompressResult = await worker().compress(file, options);
    if (result.kept) return file;
    return new File([result.blob], renamed(file.name, result.blob.type), { type: result.blob.type, lastModified: file.lastModified });
  } catch (error) {
    throw failure(error);
  }
}

/** Test hook: stop the worker so the next call starts a fresh one. */
export function terminateImageWorker(): void {
  remote?.[Comlink.releaseProxy]();
  remote = null;
}
