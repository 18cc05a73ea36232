import { describe, expect, it } from 'vitest';
import { code128Bars, code128Checksum, code128Widths, encodeCode128 } from './code128';

describe('Code 128', () => {
  it('set B: the textbook "PJJ123C" checksum', () => {
    // start B 104, P=48 J=42 J=42 1=17 2=18 3=19 C=35 → (104+48+84+126+68+90+114+245) = 879, mod 103 = 55
    expect(encodeCode128('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('digits pack in set C; an odd last digit switches to B', () => {
    expect(encodeCode128('123456')).toEqual([105, 12, 34, 56, (105 + 12 + 68 + 168) % 103, 106]);
    const odd = encodeCode128('2261121000001');
    expect(odd.slice(0, 8)).toEqual([105, 22, 61, 12, 10, 0, 0, 100]);
    expect(odd[8]).toBe(17); // '1' in set B
    expect(odd[9]).toBe(code128Checksum(odd.slice(0, 9)));
    expect(odd.at(-1)).toBe(106);
  });

  it('every symbol is 11 modules wide, the stop 13', () => {
    const values = encodeCode128('A-1 b');
    const widths = code128Widths('A-1 b');
    expect(widths.reduce((a, b) => a + b, 0)).toBe((values.length - 1) * 11 + 13);
    const { bars, modules } = code128Bars('A-1 b');
    expect(modules).toBe((values.length - 1) * 11 + 13);
    expect(bars[0]).toEqual([0, 2]); // start B begins with a 2-module bar
  });

  it('refuses empty text and characters outside set B', () => {
    expect(() => encodeCode128('')).toThrow();
    expect(() => encodeCode128('订单')).toThrow();
  });
});
