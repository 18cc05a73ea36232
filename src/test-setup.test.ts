import { describe, expect, it } from 'vitest';
import { cssEscape } from './test-setup';

describe('CSS.escape in the unit tests (jsdom has none)', () => {
  it('is installed, and escapes as browsers do', () => {
    expect(typeof CSS.escape).toBe('function');
    expect(cssEscape('a:b')).toBe('a\\:b');
    expect(cssEscape('1a')).toBe('\\31 a');
    expect(cssEscape('-1')).toBe('-\\31 ');
    expect(cssEscape('-')).toBe('\\-');
    expect(cssEscape(':r1:')).toBe('\\:r1\\:');
    expect(cssEscape('dialog_content-x')).toBe('dialog_content-x');
    expect(cssEscape('中文')).toBe('中文');
  });
});
