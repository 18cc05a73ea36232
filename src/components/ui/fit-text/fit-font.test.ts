import { describe, expect, it } from 'vitest';
import { FONT_FIT_MAX_PX, FONT_FIT_MIN_PX, fitFontSize } from './fit-font';

describe('fitFontSize (spec §9 font fit, max 16 px)', () => {
  it('a text that fits at 16 px is never larger than 16, however wide the cell', () => {
    expect(FONT_FIT_MAX_PX).toBe(16);
    expect(fitFontSize(40, 16, 200)).toBe(16);
    expect(fitFontSize(10, 16, 10_000)).toBe(16);
  });

  it('shrinks to the largest whole size that fits', () => {
    // 160 px wide at 16 px in a 120 px cell: 12 px fits (120 px), 13 px would not (130 px)
    expect(fitFontSize(160, 16, 120)).toBe(12);
    expect(fitFontSize(160, 16, 129)).toBe(12);
    expect(fitFontSize(160, 16, 130)).toBe(13);
    // measured at another size: proportional
    expect(fitFontSize(100, 10, 140)).toBe(14);
  });

  it('stops at the floor (the cell then clips)', () => {
    expect(fitFontSize(1000, 16, 100)).toBe(FONT_FIT_MIN_PX);
    expect(fitFontSize(1000, 16, 100, 16, 8)).toBe(8);
  });

  it('without a layout (nothing measured) stays at the maximum', () => {
    expect(fitFontSize(0, 16, 0)).toBe(16);
    expect(fitFontSize(Number.NaN, 16, 100)).toBe(16);
  });
});
