import { describe, expect, it } from 'vitest';
import { renamed } from './image-compress';

describe('renamed', () => {
  it('gives JPEG output a .jpg name and leaves other names alone', () => {
    expect(renamed('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(renamed('scan.bmp', 'image/jpeg')).toBe('scan.jpg');
    expect(renamed('image', 'image/jpeg')).toBe('image.jpg');
    expect(renamed('', 'image/jpeg')).toBe('image.jpg');
    expect(renamed('anim.gif', 'image/gif')).toBe('anim.gif');
  });
});
