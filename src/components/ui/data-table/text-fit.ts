/**
 * Which cells need clipping. A cell with `overflow: hidden` (needed for the ellipsis) gets its own clip node in
 * the browser's paint property trees; 20 columns × 34 rows of them made painting and layerizing each scroll frame
 * cost ~3 ms. Measuring the text once (canvas 2D, the grid's own font, cached per string) lets only the cells
 * whose text is wider than the cell clip; the rest paint unclipped, with the same pixels.
 */
const MAX_ENTRIES = 20_000;
/** spare pixels required to call a text "fitting" (canvas and layout may round differently) */
const SLACK = 2;

export type TextFits = (text: string, contentWidth: number) => boolean;

const caches = new Map<string, Map<string, number>>();

/** A fit test for the font of `el`, or null where text cannot be measured (then every cell clips). */
export function textFitFor(el: Element | null): TextFits | null {
  if (!el || typeof OffscreenCanvas === 'undefined') return null; // no canvas (jsdom)
  const ctx = new OffscreenCanvas(1, 1).getContext('2d');
  if (!ctx) return null;
  const cs = getComputedStyle(el);
  const font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
  // no glyph of a text font is wider than 1em per UTF-16 unit (CJK ideographs are 1em; emoji 2 units, ~1.2em)
  const em = parseFloat(cs.fontSize) || 16;
  ctx.font = font;
  let cache = caches.get(font);
  if (!cache) caches.set(font, (cache = new Map()));
  const widths = cache;
  const measure = ctx;
  return (text, contentWidth) => {
    if (text === '' || text.length * em + SLACK <= contentWidth) return true;
    let w = widths.get(text);
    if (w === undefined) {
      if (widths.size >= MAX_ENTRIES) widths.clear();
      w = measure.measureText(text).width;
      widths.set(text, w);
    }
    return w + SLACK <= contentWidth;
  };
}
