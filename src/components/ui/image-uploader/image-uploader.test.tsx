import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import * as common from '@/lib/i18n-common';
import * as strings from './i18n';
import { ImageUploader } from './image-uploader';

const compressImage = vi.fn(async (file: File) => file);
const uploadImage = vi.fn();

vi.mock('@/lib/image-compress', () => ({ compressImage: (file: File) => compressImage(file) }));
vi.mock('./file-api', () => ({
  uploadImage: (...args: unknown[]) => uploadImage(...args),
  useFileImageUrl: () => ({ url: null, isError: false }),
}));
// which path an upload takes (the server's policy switch) is direct-upload.test.ts's; here the server says off
vi.mock('./direct-upload', () => ({ uploadImageByPolicy: (...args: unknown[]) => uploadImage(...args) }));

function Harness({ onChange, max }: { onChange: (ids: string[]) => void; max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ImageUploader
      value={value}
      max={max}
      onChange={(ids) => {
        setValue(ids);
        onChange(ids);
      }}
    />
  );
}

function renderUploader(onChange = vi.fn(), max?: number) {
  initI18n({ en: { ...common.en, ...strings.en }, zh: { ...common.zh, ...strings.zh } });
  void i18n.changeLanguage('en');
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={new QueryClient()}>
          <Harness onChange={onChange} max={max} />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  return { onChange, zone: screen.getByTestId('image-uploader') };
}

const png = (name = 'a.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const paste = (zone: HTMLElement, files: File[]) => fireEvent.paste(zone, { clipboardData: { files } });

describe('ImageUploader', () => {
  let created = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    created = 0;
    revoked.length = 0;
    URL.createObjectURL = vi.fn(() => `blob:test/${++created}`);
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
    uploadImage.mockReset();
    compressImage.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('compresses, uploads a pasted png and reports its fileid; remove revokes the preview', async () => {
    uploadImage.mockImplementation(async (_file: File, progress: (p: number) => void) => {
      progress(50);
      return { fileid: 'f1', url: '', content_type: 'image/png', size: 1 };
    });
    const { onChange, zone } = renderUploader();
    paste(zone, [png()]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['f1']));
    expect(compressImage).toHaveBeenCalledTimes(1);
    const tile = screen.getByTestId('image-tile');
    expect(tile.dataset.status).toBe('done');
    expect(tile.dataset.fileid).toBe('f1');
    act(() => fireEvent.click(screen.getByTestId('image-tile-remove')));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([]));
    expect(revoked).toContain('blob:test/1');
  });

  it('refuses wrong types and oversize files with the spec messages, uploading nothing', () => {
    const { zone } = renderUploader();
    paste(zone, [new File(['%PDF'], 'x.pdf', { type: 'application/pdf' })]);
    expect(screen.getByTestId('image-uploader-error').textContent).toBe('pdf file type not allowed');
    paste(zone, [png('big.png', 10 * 1024 * 1024 + 1)]);
    expect(screen.getByTestId('image-uploader-error').textContent).toBe('file too large, greater than: 10M');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(screen.queryByTestId('image-tile')).toBeNull();
  });

  it('refuses a batch that would pass the maximum', async () => {
    const { zone } = renderUploader(vi.fn(), 2);
    paste(zone, [png('1.png'), png('2.png'), png('3.png')]);
    expect(screen.getByTestId('image-uploader-error').textContent).toBe('At most 2 images can be uploaded');
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    paste(zone, [png('1.png'), png('2.png'), png('3.png')]);
    expect(screen.getByTestId('image-uploader-error').textContent).toBe('图片最多允许上传2张');
  });

  it("shows the server's message on the tile when the upload is refused", async () => {
    const { ApiError } = await import('@/lib/api-client');
    uploadImage.mockRejectedValue(new ApiError('400', 'The file content is not a valid image', 400));
    const { onChange, zone } = renderUploader();
    paste(zone, [new File(['text'], 'evil.jpg', { type: 'image/jpeg' })]);
    await waitFor(() => expect(screen.getByTestId('image-tile-error').textContent).toBe('The file content is not a valid image'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
