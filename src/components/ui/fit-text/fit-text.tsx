/**
 * One line of text sized to fit its cell (spec §9 font fit, max 16 px): measured at the maximum, shrunk to the largest
 * size that fits, down to a floor below which it clips with an ellipsis; re-fitted when the cell is resized.
 */
import { Text, type TextProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FONT_FIT_MAX_PX, FONT_FIT_MIN_PX, fitFontSize } from './fit-font';

export interface FitTextProps extends Omit<TextProps, 'fontSize' | 'children'> {
  children: ReactNode;
  max?: number;
  min?: number;
}

export function FitText({ children, max = FONT_FIT_MAX_PX, min = FONT_FIT_MIN_PX, ...rest }: FitTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [size, setSize] = useState(max);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const fit = () => {
      el.style.fontSize = `${max}px`;
      const next = fitFontSize(el.scrollWidth, max, el.clientWidth, max, min);
      el.style.fontSize = `${next}px`;
      setSize(next);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // the cell's width decides; the text's own height change after a refit does not loop (same width, same size)
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [children, max, min]);
  return (
    <Text ref={ref} display="block" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" minW="0" fontSize={`${size}px`} data-font-px={size} {...rest}>
      {children}
    </Text>
  );
}
