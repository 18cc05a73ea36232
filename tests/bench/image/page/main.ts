/**
 * Bench-only page (never part of the product build): compresses one generated 12-megapixel JPEG through the
 * product's pipeline (src/lib/image-compress → workers/image.worker) and through browser-image-compression at its
 * default options, watching the main thread (longtask entries + a 5 ms heartbeat) during each.
 */
import imageCompression from 'browser-image-compression';
import { compressImage } from '@/lib/image-compress';

export interface RunFigures {
  ms: number;
  outBytes: number;
  width: number;
  height: number;
  /** longest longtask entry (0: none, i.e. nothing over 50 ms) */
  longestTaskMs: number;
  longTasks: number;
  /** longest gap of a 5 ms heartbeat, minus its period: the worst main-thread stall seen */
  maxStallMs: number;
}

export interface BenchResult {
  photo: { bytes: number; width: number; height: number; makeMs: number };
  oursCold: RunFigures;
  oursWarm: RunFigures[];
  library: RunFigures | { error: string };
  userAgent: string;
}

const W = 4000;
const H = 3000;

/** A photo-like picture: gradients, shapes and grain, encoded at 0.92 (grain keeps the JPEG photo-sized). */
async function makePhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d')!;
  const sky = ctx.createLinearGradient(0, 0, 0, H);
  sky.addColorStop(0, '#2b5876');
  sky.addColorStop(0.55, '#c9d6df');
  sky.addColorStop(1, '#4e4376');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, H);
  let seed = 42;
  const rnd = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  for (let i = 0; i < 300; i++) {
    const [x, y, r] = [rnd() * W, rnd() * H, 40 + rnd() * 360];
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, `hsla(${rnd() * 360}, 70%, 60%, 0.6)`);
    g.addColorStop(1, 'hsla(0, 0%, 0%, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
  }
  // grain: one noise tile laid over the whole picture (cheap to make, costly to compress, like sensor noise)
  const grain = document.createElement('canvas');
  grain.width = grain.height = 509;
  const gctx = grain.getContext('2d')!;
  const noise = gctx.createImageData(509, 509);
  for (let i = 0; i < noise.data.length; i += 4) {
    const v = 128 + (rnd() - 0.5) * 70;
    noise.data[i] = noise.data[i + 1] = noise.data[i + 2] = v;
    noise.data[i + 3] = 255;
  }
  gctx.putImageData(noise, 0, 0);
  ctx.globalCompositeOperation = 'overlay';
  ctx.fillStyle = ctx.createPattern(grain, 'repeat')!;
  ctx.fillRect(0, 0, W, H);
  ctx.globalCompositeOperation = 'source-over';
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.92));
  canvas.width = canvas.height = 0;
  return new File([blob], 'photo-12mp.jpg', { type: 'image/jpeg', lastModified: Date.now() });
}

function watchMainThread() {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const PERIOD = 5;
  let last = performance.now();
  let maxGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, PERIOD);
  return async () => {
    // let a last stall's heartbeat and longtask entry arrive
    await new Promise((r) => setTimeout(r, 60));
    clearInterval(timer);
    entries.push(...observer.takeRecords());
    observer.disconnect();
    return {
      longestTaskMs: entries.reduce((m, e) => Math.max(m, e.duration), 0),
      longTasks: entries.length,
      maxStallMs: Math.max(0, maxGap - PERIOD),
    };
  };
}

async function dims(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const out = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return out;
}

async function measure(run: () => Promise<Blob>): Promise<RunFigures> {
  await new Promise((r) => setTimeout(r, 200));
  const stop = watchMainThread();
  const started = performance.now();
  const out = await run();
  const ms = performance.now() - started;
  const thread = await stop();
  return { ms, outBytes: out.size, ...(await dims(out)), ...thread };
}

async function runBench(): Promise<BenchResult> {
  const status = document.getElementById('status')!;
  status.textContent = 'making photo';
  const t0 = performance.now();
  const photo = await makePhoto();
  const makeMs = performance.now() - t0;
  const photoDims = await dims(photo);

  status.textContent = 'ours';
  const oursCold = await measure(() => compressImage(photo));
  const oursWarm: RunFigures[] = [];
  for (let i = 0; i < 3; i++) oursWarm.push(await measure(() => compressImage(photo)));

  status.textContent = 'browser-image-compression';
  let library: BenchResult['library'];
  try {
    // its defaults: a web worker importing the library from a CDN, falling back to the main thread without it
    library = await measure(() => imageCompression(photo, {}));
  } catch (error) {
    library = { error: (error as Error).message };
  }
  status.textContent = 'done';
  return { photo: { bytes: photo.size, ...photoDims, makeMs }, oursCold, oursWarm, library, userAgent: navigator.userAgent };
}

(window as unknown as { runBench: typeof runBench }).runBench = runBench;
