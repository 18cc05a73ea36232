import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const pad = (head: Uint8Array) => Uint8Array.from([...head, ...new Array(Math.max(0, 18 - head.length)).fill(0)]);

describe('sniffImageType', () => {
  it('knows jpeg, png, gif, webp and bmp by their magic bytes', () => {
    expect(sniffImageType(pad(bytes([0xff, 0xd8, 0xff, 0xe0])))).toBe('image/jpeg');
    expect(sniffImageType(pad(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])))).toBe('image/png');
    expect(sniffImageType(pad(bytes('GIF89a')))).toBe('image/gif');
    expect(sniffImageType(pad(bytes('GIF87a')))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ', [0, 0]))).toBe('image/webp');
    expect(sniffImageType(bytes('BM', [0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0]))).toBe('image/bmp');
  });

  it('refuses text, pdf, a RIFF that is not WEBP, "BM" text and truncated headers', () => {
    expect(sniffImageType(bytes('just some text pretending'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.4 ..............'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ', [0, 0]))).toBeNull();
    expect(sniffImageType(bytes('BMW is a car brand, ok'))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
