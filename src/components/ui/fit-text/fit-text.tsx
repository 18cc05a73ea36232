/**
 * One line of text sized to fit its cell (spec §9 font fit, max 16 px): measured at the maximum, shrunk to the largest
 * size that fits, down to a floor below which it clips with an ellipsis.
 *
 * The box takes the cell's whole width (so its width never depends on the font size it is given) and the text is an
 * inline span inside it: the span's own width is compared with the box's content box. Re-fitted when the cell is
 * resized (either way: a text shrunk on a narrow cell grows back on a wide one) and when web fonts finish loading.
 */
import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FONT_FIT_MAX_PX, FONT_FIT_MIN_PX, fitFontSize } from './fit-font';

export interface FitTextProps extends Omit<BoxProps, 'fontSize' | 'children'> {
  children: ReactNode;
  max?: number;
  min?: number;
}

/** the width inside the box's padding */
function contentWidth(el: HTMLElement): number {
  const style = getComputedStyle(el);
  return el.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
}

export function FitText({ children, max = FONT_FIT_MAX_PX, min = FONT_FIT_MIN_PX, ...rest }: FitTextProps) {
  const cellRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [size, setSize] = useState(max);
  useLayoutEffect(() => {
    const cell = cellRef.current;
    const text = textRef.current;
    if (!cell || !text) return;
    const fit = () => {
      cell.style.fontSize = `${max}px`;
      const next = fitFontSize(text.getBoundingClientRect().width, max, contentWidth(cell), max, min);
      cell.style.fontSize = `${next}px`;
      setSize(next);
    };
    fit();
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    let live = true;
    void fonts?.ready.then(() => live && fit());
    fonts?.addEventListener?.('loadingdone', fit);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(cell);
    return () => {
      live = false;
      fonts?.removeEventListener?.('loadingdone', fit);
      observer?.disconnect();
    };
  }, [children, max, min]);
  return (
    <Box ref={cellRef} display="block" w="100%" minW="0" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" fontSize={`${size}px`} data-font-px={size} {...rest}>
      <chakra.span ref={textRef}>{children}</chakra.span>
    </Box>
  );
}
