/**
 * One carton label (100 × 150 mm, the label roll): the carton number as a Code 128 barcode and in large type, the
 * order, product, owner and location. Plain inline styles in millimetres, like the waybill label.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeSvg } from './barcode-svg';
import { LABEL_PAPER, PRINT_FONT } from './paper';

export interface CartonLabelData {
  packageNo: string;
  orderNo: string;
  productName: string;
  productCode: string;
  ownerName: string;
  warehouseName: string;
  locationCode: string;
  /** its place among the document's cartons of the same order: 2 of 3 */
  sequence: number;
  count: number;
}

const box: CSSProperties = {
  width: `${LABEL_PAPER.widthMm}mm`,
  height: `${LABEL_PAPER.heightMm}mm`,
  boxSizing: 'border-box',
  padding: '4mm',
  background: '#fff',
  color: '#000',
  fontFamily: PRINT_FONT,
  fontSize: '3.6mm',
  lineHeight: 1.35,
  display: 'flex',
  flexDirection: 'column',
  gap: '2.5mm',
  overflow: 'hidden',
};
const section: CSSProperties = { borderTop: '0.3mm solid #000', paddingTop: '2mm' };
const key: CSSProperties = { fontWeight: 700, marginRight: '1.5mm' };

export interface CartonLabelProps {
  carton: CartonLabelData;
}

export function CartonLabel({ carton: c }: CartonLabelProps) {
  const { t } = useTranslation();
  return (
    <div style={box} className="carton-label" data-package-no={c.packageNo}>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: '4mm', fontWeight: 700 }}>
        <span>{c.warehouseName}</span>
        <span>{t('ui.print.carton.sequence', { sequence: c.sequence, count: c.count })}</span>
      </div>
      <div>
        <BarcodeSvg value={c.packageNo} heightMm={22} />
        <div style={{ textAlign: 'center', fontSize: '6mm', fontWeight: 800, letterSpacing: '0.5mm', marginTop: '1mm' }}>{c.packageNo}</div>
      </div>
      <div style={{ ...section, fontSize: '4.2mm' }}>
        <span style={key}>{t('ui.print.carton.order')}</span>
        {c.orderNo || '—'}
      </div>
      <div style={{ ...section, flex: 1, overflow: 'hidden' }}>
        <div style={{ fontSize: '5.5mm', fontWeight: 700 }}>{c.productName}</div>
        <div style={{ fontSize: '3.6mm' }}>{c.productCode}</div>
      </div>
      <div style={{ ...section, display: 'flex', justifyContent: 'space-between', gap: '2mm' }}>
        <span>
          <span style={key}>{t('ui.print.carton.owner')}</span>
          {c.ownerName}
        </span>
        <span style={{ fontSize: '5mm', fontWeight: 800 }}>
          <span style={{ ...key, fontSize: '3.6mm' }}>{t('ui.print.carton.location')}</span>
          {c.locationCode || '—'}
        </span>
      </div>
    </div>
  );
}
