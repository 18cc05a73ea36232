/**
 * Draws the install icons of every variant into public/icons/ (PNG written by hand with zlib, no image
 * library): a parcel on the variant's theme colour; 'any' icons are rounded, maskable ones fill the square
 * with the parcel inside the 80 % safe zone. Run: npx tsx scripts/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { APP_CODES } from '../src/domain/variants';
import { ICON_SIZES, THEME_COLORS, iconPath } from '../src/domain/web-manifest';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const hex = (c: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

function insideRounded(x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number): boolean {
  if (x < x0 || x >= x1 || y < y0 || y >= y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r - 1);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r - 1);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function icon(size: number, color: string, maskable: boolean): Buffer {
  const bg = [...hex(color), 255] as [number, number, number, number];
  const s = size;
  // parcel: within the maskable safe zone (centre 80 %) it takes 44 % of the side
  const box = maskable ? 0.4 : 0.5;
  const x0 = Math.round(s * (0.5 - box / 2));
  const x1 = Math.round(s * (0.5 + box / 2));
  const y0 = Math.round(s * (0.5 - box / 2 + 0.03));
  const y1 = Math.round(s * (0.5 + box / 2 + 0.03));
  const lid = Math.round(y0 + (y1 - y0) * 0.28);
  const tape = Math.round((x1 - x0) * 0.09);
  const gap = Math.max(2, Math.round(s * 0.012));
  return png(s, (x, y) => {
    if (!maskable && !insideRounded(x, y, 0, 0, s, s, Math.round(s * 0.22))) return [0, 0, 0, 0];
    if (insideRounded(x, y, x0, y0, x1, y1, Math.round(s * 0.03))) {
      const onTape = Math.abs(x - (x0 + x1) / 2) < tape / 2;
      const onSeam = Math.abs(y - lid) < gap / 2;
      return onTape || onSeam ? bg : WHITE;
    }
    return bg;
  });
}

const outDir = join(import.meta.dirname, '..', 'public');
mkdirSync(join(outDir, 'icons'), { recursive: true });
for (const code of APP_CODES) {
  for (const size of ICON_SIZES) {
    writeFileSync(join(outDir, iconPath(code, size)), icon(size, THEME_COLORS[code], false));
    writeFileSync(join(outDir, iconPath(code, size, true)), icon(size, THEME_COLORS[code], true));
  }
}
console.log(`icons written to ${join(outDir, 'icons')}`);
