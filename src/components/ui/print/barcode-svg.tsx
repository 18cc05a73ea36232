/** A Code 128 barcode as inline SVG (src/domain/code128.ts), crisp at any print resolution and with no fonts. */
import { code128Bars } from '@/domain/code128';

export interface BarcodeSvgProps {
  value: string;
  /** height in mm; the width fills the container */
  heightMm: number;
}

export function BarcodeSvg({ value, heightMm }: BarcodeSvgProps) {
  const { bars, modules } = code128Bars(value);
  // 10 modules of quiet zone on each side, as the symbology asks
  const quiet = 10;
  return (
    <svg
      viewBox={`0 0 ${modules + quiet * 2} 40`}
      preserveAspectRatio="none"
      role="img"
      aria-label={value}
      data-testid="label-barcode"
      style={{ display: 'block', width: '100%', height: `${heightMm}mm` }}
      shapeRendering="crispEdges"
    >
      <rect x="0" y="0" width={modules + quiet * 2} height="40" fill="#fff" />
      {bars.map(([x, w]) => (
        <rect key={x} x={x + quiet} y="0" width={w} height="40" fill="#000" />
      ))}
    </svg>
  );
}
