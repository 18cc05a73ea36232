import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, checkImageCount, checkImageFile, declaredSubtype } from './images';

describe('image limits (spec §5)', () => {
  it('allows jpeg, jpg, gif, png, bmp and an empty type', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/gif', 'image/png', 'image/bmp', '']) {
      expect(checkImageFile({ size: 1000, type })).toBeNull();
    }
  });

  it('refuses other types naming the declared subtype', () => {
    expect(checkImageFile({ size: 10, type: 'application/pdf' })).toEqual({ reason: 'typeNotAllowed', type: 'pdf' });
    expect(checkImageFile({ size: 10, type: 'text/plain' })).toEqual({ reason: 'typeNotAllowed', type: 'plain' });
    expect(checkImageFile({ size: 10, type: 'image/webp' })).toEqual({ reason: 'typeNotAllowed', type: 'webp' });
    expect(checkImageFile({ size: 10, type: 'image/svg+xml' })).toEqual({ reason: 'typeNotAllowed', type: 'svg+xml' });
  });

  it('allows exactly 10 MB and refuses one byte more; the limit is configurable', () => {
    expect(checkImageFile({ size: IMAGE_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(checkImageFile({ size: IMAGE_MAX_BYTES + 1, type: 'image/png' })).toEqual({ reason: 'tooLarge', limit: 10 });
    expect(checkImageFile({ size: 3 * 1024 * 1024, type: 'image/png' }, 2)).toEqual({ reason: 'tooLarge', limit: 2 });
  });

  it('checks the type before the size', () => {
    expect(checkImageFile({ size: IMAGE_MAX_BYTES * 2, type: 'application/zip' })?.reason).toBe('typeNotAllowed');
  });

  it('counts against the maximum (default 100)', () => {
    expect(checkImageCount(99, 1)).toBeNull();
    expect(checkImageCount(99, 2)).toEqual({ reason: 'tooMany', max: 100 });
    expect(checkImageCount(1, 1, 1)).toEqual({ reason: 'tooMany', max: 1 });
  });

  it('reads the declared subtype', () => {
    expect(declaredSubtype('IMAGE/PNG')).toBe('png');
    expect(declaredSubtype('')).toBe('');
  });
});
