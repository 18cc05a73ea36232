/**
 * Font fit (spec §9: max 16 px): the largest whole pixel size, at most 16, at which a one-line text fits its cell.
 * Text width grows in proportion to the font size, so one measure at a known size is enough. Below the floor the
 * text stays at the floor and the cell clips it with an ellipsis.
 */
export const FONT_FIT_MAX_PX = 16;
export const FONT_FIT_MIN_PX = 10;

/**
 * @param textWidth the text's width at `measuredAt` px
 * @param cellWidth the width the text must fit in
 */
export function fitFontSize(textWidth: number, measuredAt: number, cellWidth: number, max = FONT_FIT_MAX_PX, min = FONT_FIT_MIN_PX): number {
  if (!(textWidth > 0) || !(cellWidth > 0) || !(measuredAt > 0)) return max; // nothing measured (no layout): the maximum
  const fitting = Math.floor((measuredAt * cellWidth) / textWidth);
  return Math.max(min, Math.min(max, fitting));
}
