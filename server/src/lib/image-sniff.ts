/** Finds an image's real type from its first bytes (magic numbers), whatever its name or declared type says. */
import type { SniffedImageType } from '../../../src/domain/images';

/** bytes needed to decide: BMP's DIB header size sits at offset 14..17 */
export const SNIFF_BYTES = 18;

const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffImageType(head: Uint8Array): SniffedImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('BM')) && head.length >= SNIFF_BYTES) {
    const dib = head[14] | (head[15] << 8) | (head[16] << 16) | (head[17] << 24);
    if (BMP_DIB_SIZES.has(dib)) return 'image/bmp';
  }
  return null;
}
