/**
 * The labels at full size in a body-level container that only exists on paper: the print stylesheet hides
 * everything else and puts one label on each 100 × 150 mm page.
 */
import { createPortal } from 'react-dom';
import type { WaybillLabel } from '../api/get-waybill-label';
import { LABEL_SIZE_MM, ShippingLabel } from './shipping-label';

export const PRINT_ROOT_ID = 'label-print-root';

const PRINT_CSS = `
#${PRINT_ROOT_ID} { display: none; }
@media print {
  @page { size: ${LABEL_SIZE_MM.width}mm ${LABEL_SIZE_MM.height}mm; margin: 0; }
  html, body { background: #fff !important; margin: 0 !important; padding: 0 !important; }
  body > *:not(#${PRINT_ROOT_ID}) { display: none !important; }
  #${PRINT_ROOT_ID} { display: block !important; }
  #${PRINT_ROOT_ID} .shipping-label { break-after: page; page-break-after: always; border: 0 !important; }
  #${PRINT_ROOT_ID} .shipping-label:last-child { break-after: auto; page-break-after: auto; }
}`;

export interface LabelPrintSheetProps {
  waybills: WaybillLabel[];
}

export function LabelPrintSheet({ waybills }: LabelPrintSheetProps) {
  return createPortal(
    <div id={PRINT_ROOT_ID} data-testid="label-print-root">
      <style>{PRINT_CSS}</style>
      {waybills.map((w) => (
        <ShippingLabel key={w.id} waybill={w} />
      ))}
    </div>,
    document.body,
  );
}

/** The printable labels as self-contained HTML (inline styles, inline SVG) for the print plugin. */
export function printablePages(): string[] {
  const root = document.getElementById(PRINT_ROOT_ID);
  return root ? [...root.querySelectorAll('.shipping-label')].map((el) => el.outerHTML) : [];
}
