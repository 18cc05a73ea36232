/**
 * One 100 × 150 mm shipping label. Plain inline styles in millimetres (no theme classes), so the same markup
 * previews on screen, prints through the browser and is handed as HTML to the print plugin.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/domain/relative-time';
import type { WaybillLabel } from '../api/get-waybill-label';
import { BarcodeSvg } from '@/components/ui/print/barcode-svg';

export const LABEL_SIZE_MM = { width: 100, height: 150 } as const;

const FONT = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', system-ui, sans-serif";
const box: CSSProperties = {
  width: `${LABEL_SIZE_MM.width}mm`,
  height: `${LABEL_SIZE_MM.height}mm`,
  boxSizing: 'border-box',
  padding: '4mm',
  background: '#fff',
  color: '#000',
  fontFamily: FONT,
  fontSize: '3.2mm',
  lineHeight: 1.35,
  display: 'flex',
  flexDirection: 'column',
  gap: '2mm',
  overflow: 'hidden',
  border: '0.3mm solid #000',
};
const section: CSSProperties = { borderTop: '0.3mm solid #000', paddingTop: '2mm' };
const label: CSSProperties = { fontWeight: 700, marginRight: '1.5mm' };
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '2mm' };

export interface ShippingLabelProps {
  waybill: WaybillLabel;
}

export function ShippingLabel({ waybill: w }: ShippingLabelProps) {
  const { t } = useTranslation();
  const products = w.products.map((p) => (p.quantity > 1 ? `${p.name} ×${p.quantity}` : p.name)).join('，');
  return (
    <div style={box} className="shipping-label" data-testid="shipping-label" data-order-no={w.order_no}>
      <div style={row}>
        <span style={{ fontSize: '4.5mm', fontWeight: 800, letterSpacing: '0.2mm' }}>{w.services_pkg_name || t('labels.title')}</span>
        <span style={{ fontSize: '3mm' }}>{formatDateTime(new Date(w.created_at))}</span>
      </div>
      <div>
        <BarcodeSvg value={w.order_no} heightMm={18} />
        <div style={{ textAlign: 'center', fontSize: '5mm', fontWeight: 700, letterSpacing: '0.6mm', marginTop: '1mm' }} data-testid="label-order-no">
          {w.order_no}
        </div>
      </div>
      <div style={{ ...section, fontSize: '4mm' }}>
        <div style={{ ...row, fontSize: '5mm', fontWeight: 700 }}>
          <span>{w.end_contact}</span>
          <span data-testid="label-tel">{w.end_tel_masked}</span>
        </div>
        <div style={{ marginTop: '1mm', fontSize: '4.2mm' }}>
          {w.end_province}
          {w.end_city}
          {w.end_district}
        </div>
        <div style={{ fontWeight: 700, fontSize: '4.6mm' }}>{w.end_address}</div>
      </div>
      <div style={{ ...section, flex: 1, overflow: 'hidden', fontSize: '3.8mm' }}>
        <span style={label}>{t('labels.field.products')}</span>
        {products}
      </div>
      <div style={{ ...section, ...row }}>
        <span>
          <span style={label}>{t('labels.field.consignor')}</span>
          {w.consignor_name}
        </span>
        <span style={{ fontSize: '4.5mm', fontWeight: 800 }}>{t('labels.packagesValue', { count: w.package })}</span>
      </div>
    </div>
  );
}
