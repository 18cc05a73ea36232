import { describe, expect, it } from 'vitest';
import { readJpegInfo } from './image-jpeg-info';

const sof = (width: number, height: number) => [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
const app1 = (orientation: number, little = false) => {
  const u16 = (n: number) => (little ? [n & 255, n >> 8] : [n >> 8, n & 255]);
  const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...(little ? [8, 0, 0, 0] : [0, 0, 0, 8]), ...u16(1), ...u16(0x0112), ...u16(3), ...(little ? [1, 0, 0, 0] : [0, 0, 0, 1]), ...u16(orientation), 0, 0, 0, 0, 0, 0];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  return [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255, ...payload];
};
const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
const jpeg = (...segments: number[][]) => Uint8Array.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xda, 0, 2]);

describe('readJpegInfo', () => {
  it('reads the frame size without EXIF (orientation 1)', () => {
    expect(readJpegInfo(jpeg(app0, sof(4000, 3000)))).toEqual({ width: 4000, height: 3000, orientation: 1 });
  });

  it('reads EXIF orientation in both byte orders', () => {
    expect(readJpegInfo(jpeg(app1(6), sof(4000, 3000)))).toEqual({ width: 4000, height: 3000, orientation: 6 });
    expect(readJpegInfo(jpeg(app0, app1(8, true), sof(640, 480)))?.orientation).toBe(8);
  });

  it('gives up on non-JPEG data, a scan before the frame header and truncated input', () => {
    expect(readJpegInfo(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(readJpegInfo(jpeg(app0))).toBeNull();
    expect(readJpegInfo(jpeg(app0, sof(10, 10)).subarray(0, 25))).toBeNull();
  });
});
