import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as common from '@/lib/i18n-common';
import * as strings from '../i18n';
import { FieldGrid, floorLiftItems } from './order-detail-sections';

beforeAll(() => {
  initI18n({ en: { ...common.en, ...strings.en }, zh: { ...common.zh, ...strings.zh } });
});
afterEach(cleanup);

const show = (order: { end_floor: number | null; end_has_lift: boolean | null }) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <FieldGrid items={floorLiftItems(order, (k, o) => i18n.t(k, o))} />
    </ChakraProvider>,
  );

describe('order detail: floor and lift (issue 20)', () => {
  it('shows the floor and whether there is a lift, in the reader’s language', async () => {
    await i18n.changeLanguage('zh');
    show({ end_floor: 6, end_has_lift: false });
    expect(screen.getByTestId('detail-end_floor').textContent).toBe('楼层6 层');
    expect(screen.getByTestId('detail-end_has_lift').textContent).toBe('电梯无电梯');
    cleanup();
    await i18n.changeLanguage('en');
    show({ end_floor: 0, end_has_lift: true });
    expect(screen.getByTestId('detail-end_floor').textContent).toBe('FloorFloor 0');
    expect(screen.getByTestId('detail-end_has_lift').textContent).toBe('LiftHas a lift');
  });

  it('a floor or lift not told reads as a dash', async () => {
    await i18n.changeLanguage('zh');
    show({ end_floor: null, end_has_lift: null });
    expect(screen.getByTestId('detail-end_floor').textContent).toBe('楼层—');
    expect(screen.getByTestId('detail-end_has_lift').textContent).toBe('电梯—');
  });
});
