import { afterEach, describe, expect, it, vi } from 'vitest';
import { textFitFor } from './text-fit';

/** A canvas whose text is 7 px per character, counting the calls. */
function stubCanvas() {
  const measureText = vi.fn((t: string) => ({ width: t.length * 7 }));
  const ctx = { font: '', measureText };
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return ctx;
      }
    },
  );
  return { ctx, measureText };
}

function cellHost(fontSize = '13px'): HTMLElement {
  const el = document.createElement('div');
  el.style.fontSize = fontSize;
  el.style.fontFamily = 'Arial';
  document.body.append(el);
  return el;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('textFitFor', () => {
  it('is null without a canvas (every cell then clips)', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(textFitFor(cellHost())).toBeNull();
    expect(textFitFor(null)).toBeNull();
  });

  it('uses the element font and calls short texts fitting without measuring (≤ 1em per character)', () => {
    const { ctx, measureText } = stubCanvas();
    const fits = textFitFor(cellHost('13px'))!;
    expect(ctx.font).toContain('13px');
    expect(ctx.font).toContain('Arial');
    // 8 characters × 13 px + 2 px slack = 106 ≤ 110
    expect(fits('待收货待收货待收', 110)).toBe(true);
    expect(fits('', 0)).toBe(true);
    expect(measureText).not.toHaveBeenCalled();
  });

  it('measures longer texts once and needs 2 px to spare', () => {
    const { measureText } = stubCanvas();
    const fits = textFitFor(cellHost('13px'))!;
    const text = 'WB2026112200000001'; // 18 chars: 234 px by the bound, 126 px measured
    expect(fits(text, 128)).toBe(true);
    expect(fits(text, 127)).toBe(false);
    expect(fits(text, 100)).toBe(false);
    expect(measureText).toHaveBeenCalledTimes(1);
  });
});
