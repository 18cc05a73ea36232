/** Reads a JPEG's size and EXIF orientation from its first bytes, so the decoder can scale while it decodes. */

export interface JpegInfo {
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1 when absent) */
  orientation: number;
}

/** bytes read from the file's start: EXIF (with its thumbnail) sits before the frame header */
export const JPEG_HEAD_BYTES = 256 * 1024;

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function exifOrientation(buf: Uint8Array, start: number, end: number): number | null {
  // "Exif\0\0" then a TIFF header
  if (end - start < 14 || buf[start] !== 0x45 || buf[start + 1] !== 0x78 || buf[start + 2] !== 0x69 || buf[start + 3] !== 0x66) return null;
  const tiff = start + 6;
  const little = buf[tiff] === 0x49 && buf[tiff + 1] === 0x49;
  if (!little && !(buf[tiff] === 0x4d && buf[tiff + 1] === 0x4d)) return null;
  const u16 = (at: number) => (little ? buf[at] | (buf[at + 1] << 8) : (buf[at] << 8) | buf[at + 1]);
  const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 65536 : u16(at) * 65536 + u16(at + 2));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return null;
  const count = u16(ifd);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > end) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

export function readJpegInfo(buf: Uint8Array): JpegInfo | null {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let orientation = 1;
  let i = 2;
  while (i + 4 <= buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    const length = (buf[i + 2] << 8) | buf[i + 3];
    if (marker === 0xe1) orientation = exifOrientation(buf, i + 4, Math.min(buf.length, i + 2 + length)) ?? orientation;
    if (isSof(marker)) {
      if (i + 9 > buf.length) return null;
      const height = (buf[i + 5] << 8) | buf[i + 6];
      const width = (buf[i + 7] << 8) | buf[i + 8];
      return width && height ? { width, height, orientation } : null;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    i += 2 + length;
  }
  return null;
}
