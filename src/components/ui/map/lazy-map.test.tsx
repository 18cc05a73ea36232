import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyMap } from './lazy-map';

const TEXTS = { loading: 'loading map', failed: 'map failed', retry: 'retry map' };
const TEST_IDS = { unavailable: 'm-unavailable', loading: 'm-loading', retry: 'm-retry' };

function renderIn(node: ReactElement) {
  return render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);
}

function Boom(): ReactElement {
  throw new Error('draw failed');
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LazyMap', () => {
  it('shows the spinner, then draws what load returned', async () => {
    const load = () => Promise.resolve({ label: 'drawn' });
    renderIn(
      <LazyMap load={load} texts={TEXTS} testIds={TEST_IDS} logTag="t">
        {({ label }) => <div data-testid="canvas">{label}</div>}
      </LazyMap>,
    );
    expect(screen.getByTestId('m-loading').textContent).toContain('loading map');
    expect((await screen.findByTestId('canvas')).textContent).toBe('drawn');
  });

  it('a chunk that does not load says so; retry loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ok');
    renderIn(
      <LazyMap load={load} texts={TEXTS} testIds={TEST_IDS} logTag="t">
        {(v: string) => <div data-testid="canvas">{v}</div>}
      </LazyMap>,
    );
    expect((await screen.findByTestId('m-unavailable')).textContent).toContain('map failed');
    fireEvent.click(screen.getByTestId('m-retry'));
    expect((await screen.findByTestId('canvas')).textContent).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a map that throws while drawing falls back to the retry panel', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = () => Promise.resolve(null);
    renderIn(
      <LazyMap load={load} texts={TEXTS} testIds={TEST_IDS} logTag="t">
        {() => <Boom />}
      </LazyMap>,
    );
    expect(await screen.findByTestId('m-unavailable')).toBeTruthy();
  });
});
