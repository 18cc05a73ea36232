import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocumentDetail, DocumentLine } from '@/domain/warehouse/api';
import { renderWithProviders } from '@/lib/test-utils';
import * as wh from '../i18n';
import { DocumentLines } from './document-lines';

const line = (id: number, packageNo: string): DocumentLine => ({
  id,
  line_no: id,
  product_id: 7,
  product_code: 'P7',
  product_name: '沙发',
  package_no: packageNo,
  owner_id: 0,
  owner_name: '',
  location_id: null,
  location_code: '',
  to_location_id: null,
  to_location_code: '',
  expected: 1,
  done: 0,
  damaged: 0,
  on_hand_at_count: null,
  difference: null,
  memo: '',
});

const doc = { kind: 'inbound', status: 'confirmed', lines: [line(1, '2100000001-001'), line(2, '2100000001-002')] } as unknown as DocumentDetail;

// jsdom has no matchMedia (the breakpoint hook asks it): no query matches, so the phone's cards render
window.matchMedia ??= ((media: string) =>
  ({ matches: false, media, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList) as typeof window.matchMedia;

afterEach(cleanup);

describe('DocumentLines', () => {
  it("counts this device's unsent scans into each line, and follows a new scan on the line it touched", () => {
    const view = renderWithProviders(<DocumentLines doc={doc} pending={[]} />, { catalogs: [wh] });
    const done = () => screen.getAllByTestId('wh-line').map((row) => (within(row).getByTestId('wh-line-done').textContent ?? '').replace(/^\D+/, ''));
    expect(done()).toEqual(['0', '0']);
    view.rerender(<DocumentLines doc={doc} pending={[{ lineId: 2, quantity: 1 }]} />);
    expect(done()[0]).toBe('0');
    expect(done()[1]).toMatch(/^1/);
  });
});
