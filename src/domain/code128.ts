/** Code 128 encoder for label barcodes: symbol values with checksum, and bar widths an SVG can draw. */

// Bar/space module widths for values 0–106 (ISO/IEC 15417); every symbol is 11 modules, the stop 13.
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const STOP = 106;

/**
 * Symbol values including start, checksum and stop. Digit-only text packs two digits per symbol (set C),
 * an odd last digit switching to set B; anything else is set B (printable ASCII 32–126, else it throws).
 */
export function encodeCode128(text: string): number[] {
  if (!text) throw new Error('empty barcode text');
  const values: number[] = [];
  if (/^\d{2,}$/.test(text)) {
    values.push(START_C);
    const even = text.length - (text.length % 2);
    for (let i = 0; i < even; i += 2) values.push(Number(text.slice(i, i + 2)));
    if (even < text.length) values.push(CODE_B, text.charCodeAt(even) - 32);
  } else {
    values.push(START_B);
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (ch.length !== 1 || code < 32 || code > 126) throw new Error(`cannot encode ${JSON.stringify(ch)} in Code 128 B`);
      values.push(code - 32);
    }
  }
  values.push(code128Checksum(values), STOP);
  return values;
}

/** (start + Σ position × value) mod 103, positions from 1 after the start symbol. */
export function code128Checksum(values: number[]): number {
  return values.reduce((sum, v, i) => sum + v * Math.max(i, 1), 0) % 103;
}

/** Alternating bar/space widths in modules, bar first. */
export function code128Widths(text: string): number[] {
  return encodeCode128(text).flatMap((v) => [...PATTERNS[v]].map(Number));
}

/** Bars as [x, width] in modules (total width = sum of widths), for an SVG of any scale. */
export function code128Bars(text: string): { bars: [number, number][]; modules: number } {
  const bars: [number, number][] = [];
  let x = 0;
  code128Widths(text).forEach((w, i) => {
    if (i % 2 === 0) bars.push([x, w]);
    x += w;
  });
  return { bars, modules: x };
}
