import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FitText } from './fit-text';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the text is `textAt16` px wide at 16 px, the cell `cell` px */
function layout(textAt16: number, cell: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return (textAt16 * parseFloat(this.style.fontSize || '16')) / 16;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(cell);
}

const renderText = () =>
  render(
    <ChakraProvider value={defaultSystem}>
      <FitText data-testid="fit">待审核订单（含补件）</FitText>
    </ChakraProvider>,
  );

describe('FitText', () => {
  it('a text that fits shows at 16 px, no larger', () => {
    layout(80, 300);
    renderText();
    expect(screen.getByTestId('fit').dataset.fontPx).toBe('16');
    expect(screen.getByTestId('fit').style.fontSize).toBe('16px');
  });

  it('a text too wide for its cell shrinks to the largest size that fits', () => {
    layout(200, 150); // 12 px → 150 px
    renderText();
    expect(screen.getByTestId('fit').dataset.fontPx).toBe('12');
    expect(screen.getByTestId('fit').style.fontSize).toBe('12px');
  });
});
