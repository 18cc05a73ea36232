/**
 * A pick list on A4: the document number as a Code 128 barcode on every page, then the lines in walking order
 * (sorted by location code) with product, carton and quantity, and a box to tick. Plain inline styles.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeSvg } from './barcode-svg';
import { A4_PAPER, PRINT_FONT } from './paper';

export interface PickLine {
  locationCode: string;
  productName: string;
  productCode: string;
  packageNo: string;
  quantity: number;
}

export interface PickListData {
  docNo: string;
  warehouseName: string;
  ownerName: string;
  shipTo: string;
  orderNo: string;
  createdAt: string;
  lines: PickLine[];
}

/** Lines per A4 page: the header, the barcode and the signature lines take the rest. */
export const PICK_LINES_PER_PAGE = 18;

const byCode = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Walking order: by location code (A-02 before A-10), then product, then carton; lines without a location last. */
export function sortPickLines(lines: readonly PickLine[]): PickLine[] {
  return [...lines].sort(
    (a, b) =>
      Number(!a.locationCode) - Number(!b.locationCode) ||
      byCode.compare(a.locationCode, b.locationCode) ||
      byCode.compare(a.productCode, b.productCode) ||
      byCode.compare(a.packageNo, b.packageNo),
  );
}

/** The sorted lines cut into pages. */
export function pickListPages(lines: readonly PickLine[], perPage = PICK_LINES_PER_PAGE): PickLine[][] {
  const sorted = sortPickLines(lines);
  const pages: PickLine[][] = [];
  for (let i = 0; i < sorted.length; i += perPage) pages.push(sorted.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}

const page: CSSProperties = {
  width: `${A4_PAPER.widthMm}mm`,
  height: `${A4_PAPER.heightMm}mm`,
  boxSizing: 'border-box',
  padding: '12mm 12mm 10mm',
  background: '#fff',
  color: '#000',
  fontFamily: PRINT_FONT,
  fontSize: '3.6mm',
  lineHeight: 1.4,
  display: 'flex',
  flexDirection: 'column',
  gap: '4mm',
  overflow: 'hidden',
};
const cell: CSSProperties = { borderBottom: '0.2mm solid #000', padding: '1.6mm 1.5mm', textAlign: 'left', verticalAlign: 'top' };
const head: CSSProperties = { ...cell, borderBottom: '0.4mm solid #000', fontWeight: 700, whiteSpace: 'nowrap' };
const mono: CSSProperties = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' };

export interface PickListPageProps {
  data: PickListData;
  lines: PickLine[];
  /** 1-based */
  page: number;
  pages: number;
}

export function PickListPage({ data, lines, page: n, pages }: PickListPageProps) {
  const { t } = useTranslation();
  const total = data.lines.reduce((s, l) => s + l.quantity, 0);
  const fact = (label: string, value: string) =>
    value ? (
      <div>
        <span style={{ fontWeight: 700, marginRight: '2mm' }}>{label}</span>
        {value}
      </div>
    ) : null;
  return (
    <div style={page} className="pick-list-page" data-doc-no={data.docNo}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '6mm' }}>
        <div style={{ flex: 1 }}>
          <div style={{ fontSize: '7mm', fontWeight: 800 }}>{t('ui.print.pick.heading')}</div>
          <div style={{ ...mono, fontSize: '4.5mm', fontWeight: 700 }}>{data.docNo}</div>
          {fact(t('ui.print.pick.warehouse'), data.warehouseName)}
          {fact(t('ui.print.pick.owner'), data.ownerName)}
          {fact(t('ui.print.pick.order'), data.orderNo)}
          {fact(t('ui.print.pick.shipTo'), data.shipTo)}
          {fact(t('ui.print.pick.created'), data.createdAt)}
        </div>
        <div style={{ width: '75mm', textAlign: 'center' }}>
          <BarcodeSvg value={data.docNo} heightMm={14} />
          <div style={{ marginTop: '1mm' }}>{t('ui.print.pick.page', { page: n, pages })}</div>
        </div>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ ...head, width: '8mm' }}>#</th>
            <th style={head}>{t('ui.print.pick.location')}</th>
            <th style={head}>{t('ui.print.pick.product')}</th>
            <th style={head}>{t('ui.print.pick.carton')}</th>
            <th style={{ ...head, textAlign: 'right' }}>{t('ui.print.pick.quantity')}</th>
            <th style={{ ...head, width: '14mm', textAlign: 'center' }}>{t('ui.print.pick.picked')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.locationCode}|${l.productCode}|${l.packageNo}|${i}`} className="pick-line">
              <td style={cell}>{(n - 1) * PICK_LINES_PER_PAGE + i + 1}</td>
              <td style={{ ...cell, ...mono, fontWeight: 700, fontSize: '4.2mm', whiteSpace: 'nowrap' }}>{l.locationCode || '—'}</td>
              <td style={cell}>
                <div style={{ fontWeight: 600 }}>{l.productName}</div>
                <div style={{ ...mono, fontSize: '3mm' }}>{l.productCode}</div>
              </td>
              <td style={{ ...cell, ...mono, whiteSpace: 'nowrap' }}>{l.packageNo || '—'}</td>
              <td style={{ ...cell, textAlign: 'right', fontWeight: 700, fontSize: '4.2mm' }}>{l.quantity}</td>
              <td style={{ ...cell, textAlign: 'center' }}>
                <span style={{ display: 'inline-block', width: '4.5mm', height: '4.5mm', border: '0.3mm solid #000' }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div style={{ marginTop: 'auto', display: 'flex', justifyContent: 'space-between', gap: '6mm', borderTop: '0.3mm solid #000', paddingTop: '3mm' }}>
        <span style={{ fontWeight: 700 }}>{t('ui.print.pick.total', { lines: data.lines.length, quantity: total })}</span>
        <span>{t('ui.print.pick.picker')}</span>
        <span>{t('ui.print.pick.checker')}</span>
      </div>
    </div>
  );
}
