import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { CartonLabel } from './carton-label';
import * as strings from './i18n';
import { PICK_LINES_PER_PAGE, PickListPage, pickListPages, sortPickLines, type PickLine, type PickListData } from './pick-list-sheet';
import { renderToHtml } from './render-html';

beforeAll(async () => {
  initI18n({ en: strings.en, zh: strings.zh });
  await i18n.changeLanguage('zh');
});

const line = (locationCode: string, productCode: string, packageNo = '', quantity = 1): PickLine => ({ locationCode, productName: `产品${productCode}`, productCode, packageNo, quantity });

describe('pick list', () => {
  it('walks the locations in order: A-02 before A-10, then product and carton; lines with no location last', () => {
    const sorted = sortPickLines([line('A-10', 'P1'), line('', 'P0'), line('A-02', 'P2', 'X-002'), line('A-02', 'P2', 'X-001'), line('B-01', 'P1'), line('A-02', 'P1')]);
    expect(sorted.map((l) => `${l.locationCode}|${l.productCode}|${l.packageNo}`)).toEqual(['A-02|P1|', 'A-02|P2|X-001', 'A-02|P2|X-002', 'A-10|P1|', 'B-01|P1|', '|P0|']);
  });

  it('cuts long lists into A4 pages, each with the document barcode and its page number', () => {
    const lines = Array.from({ length: PICK_LINES_PER_PAGE + 3 }, (_, i) => line(`L-${String(i).padStart(2, '0')}`, `P${i}`));
    const pages = pickListPages(lines);
    expect(pages.map((p) => p.length)).toEqual([PICK_LINES_PER_PAGE, 3]);
    const data: PickListData = { docNo: 'OB202611250001', warehouseName: '杭州仓', ownerName: '示例商家', shipTo: '', orderNo: '', createdAt: '2026-11-25 10:00', lines };
    const html = renderToHtml(<PickListPage data={data} lines={pages[1]} page={2} pages={2} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('svg[aria-label="OB202611250001"] rect')).not.toBeNull();
    expect(doc.body.textContent).toContain('第 2 / 2 页');
    expect(doc.body.textContent).toContain(`共 ${lines.length} 行`);
    expect([...doc.querySelectorAll('.pick-line')].map((r) => r.firstElementChild?.textContent)).toEqual(['19', '20', '21']);
    // self-contained: inline styles only, no class-based theme
    expect(html).not.toContain('css-');
  });
});

describe('carton label', () => {
  it('renders the carton number as text and as a barcode, with its place in the order', () => {
    const html = renderToHtml(
      <CartonLabel
        carton={{ packageNo: '2261121000001-002', orderNo: '2261121000001', productName: '三人沙发', productCode: 'SF-3', ownerName: '示例商家', warehouseName: '杭州仓', locationCode: 'A-02', sequence: 2, count: 3 }}
      />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('svg[aria-label="2261121000001-002"]')).not.toBeNull();
    expect(doc.body.textContent).toContain('第 2 / 3 件');
    expect(doc.body.textContent).toContain('三人沙发');
  });
});
