import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FitText } from './fit-text';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** jsdom lays nothing out: each text is `textAt16[text]` px wide at 16 px (in proportion at other sizes); the cell is `cell.width` px */
function layout(textAt16: Record<string, number>, cell: { width: number }) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = this.parentElement!;
    const px = parseFloat(box.style.fontSize || '16');
    const width = ((textAt16[this.textContent ?? ''] ?? 0) * px) / 16;
    return { width, height: px, top: 0, left: 0, right: width, bottom: px, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => cell.width);
}

/** a ResizeObserver the test triggers by hand */
function fakeResizeObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: () => void) {
        callbacks.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => act(() => callbacks.forEach((cb) => cb()));
}

const renderTexts = (...texts: string[]) =>
  render(
    <ChakraProvider value={defaultSystem}>
      {texts.map((t) => (
        <FitText key={t} data-testid={t}>
          {t}
        </FitText>
      ))}
    </ChakraProvider>,
  );

const px = (text: string) => screen.getByTestId(text).dataset.fontPx;

describe('FitText', () => {
  it('a phone-width status card (105 px for the name): a short name stays at 16 px, a long one shrinks to what fits', () => {
    // widths of the system sans-serif at 16 px
    layout({ 'In transit': 66, 'Out of warehouse': 127, 'Pending review': 108 }, { width: 105 });
    renderTexts('In transit', 'Out of warehouse', 'Pending review');
    expect(px('In transit')).toBe('16');
    expect(screen.getByTestId('In transit').style.fontSize).toBe('16px');
    expect(px('Out of warehouse')).toBe('13'); // 13 px → 103 px; 14 px would be 111 px
    expect(px('Pending review')).toBe('15'); // 15 px → 101 px
  });

  it('the text is measured against the content box: padding is not room for text', () => {
    layout({ 'In transit': 100 }, { width: 110 });
    render(
      <ChakraProvider value={defaultSystem}>
        <FitText data-testid="In transit" style={{ paddingLeft: '10px', paddingRight: '10px' }}>
          In transit
        </FitText>
      </ChakraProvider>,
    );
    expect(px('In transit')).toBe('14'); // 90 px of room: 14 px → 87.5 px
  });

  it('a text shrunk on a narrow cell grows back to 16 px when the cell widens', () => {
    const cell = { width: 40 };
    const resize = fakeResizeObserver();
    layout({ 'In transit': 66 }, cell);
    renderTexts('In transit');
    expect(px('In transit')).toBe('10'); // the floor: clipped
    cell.width = 105;
    resize();
    expect(px('In transit')).toBe('16');
    cell.width = 50;
    resize();
    expect(px('In transit')).toBe('12');
  });
});
