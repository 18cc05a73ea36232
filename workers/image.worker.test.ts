import { describe, expect, it } from 'vitest';
import { compress, fitWithin } from './image.worker';

describe('image worker helpers', () => {
  it('fits within 2048 keeping the aspect ratio and never upscales', () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 2048)).toEqual({ width: 2048, height: 1 });
  });

  it('passes gifs through and skips small files when only redrawing', async () => {
    const gif = new Blob(['GIF89a'], { type: 'image/gif' });
    expect((await compress(gif)).kept).toBe('gif');
    const small = new Blob(['x'], { type: 'image/png' });
    expect((await compress(small, { compress: false })).kept).toBe('small');
  });

  it('rejects with a clear message where there is no OffscreenCanvas', async () => {
    await expect(compress(new Blob(['x'], { type: 'image/png' }))).rejects.toThrow('image compression failed: OffscreenCanvas is not available');
  });
});
