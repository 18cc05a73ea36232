import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as common from '@/lib/i18n-common';
import * as strings from '../image-uploader/i18n';
import { PhotoStrip } from './photo-strip';

const state: Record<string, { url: string | null; isError: boolean }> = {
  ok: { url: 'blob:ok', isError: false },
  gone: { url: null, isError: true },
  slow: { url: null, isError: false },
};
vi.mock('@/components/ui/image-uploader/file-api', () => ({ useFileImageUrl: (fileid: string) => state[fileid] }));

afterEach(cleanup);

describe('PhotoStrip', () => {
  it('shows each thumbnail loaded, loading, or — when the file cannot be fetched — a broken-image mark instead of a spinner forever', () => {
    initI18n({ en: { ...common.en, ...strings.en }, zh: { ...common.zh, ...strings.zh } });
    void i18n.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <PhotoStrip fileids={['ok', 'gone', 'slow']} alt="photo" />
        </ChakraProvider>
      </I18nextProvider>,
    );
    const thumbs = screen.getAllByTestId('order-photo');
    expect(thumbs.map((el) => el.dataset.state)).toEqual(['loaded', 'error', 'loading']);
    expect(thumbs[1].getAttribute('title')).toBe('The image could not be loaded');
    expect(thumbs[1].querySelector('img')).toBeNull();
  });
});
