import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toaster', () => ({ toast }));
const { ContentDialog, useDialogWrite } = await import('./content-dialog');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function Host({ fail, onClose }: { fail: boolean; onClose(): void }) {
  const { problem, outcome } = useDialogWrite(onClose, 'content.subscription.requested');
  const submit = () => (fail ? outcome.onError(new ApiError('1', '公司不存在', 400)) : outcome.onSuccess());
  return (
    <ContentDialog name="sample" title="续费申请" problem={problem} busy={false} onSubmit={submit} onClose={onClose}>
      <p>fields</p>
    </ContentDialog>
  );
}

describe('ContentDialog and useDialogWrite', () => {
  it("names its test ids after the dialog, labels save and cancel from the catalog, and shows the server's refusal", async () => {
    const onClose = vi.fn();
    renderWithProviders(<Host fail onClose={onClose} />, { catalogs: [strings] });
    expect((await screen.findByTestId('sample-dialog')).textContent).toContain('续费申请');
    expect(screen.getByTestId('sample-submit').textContent).toBe('保存');
    expect(screen.getByText('取消')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sample-submit'));
    expect((await screen.findByTestId('sample-error')).textContent).toBe('公司不存在');
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a write that succeeds says so in its own words and closes', async () => {
    const onClose = vi.fn();
    renderWithProviders(<Host fail={false} onClose={onClose} />, { catalogs: [strings] });
    fireEvent.click(await screen.findByTestId('sample-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast.success).toHaveBeenCalledWith(strings.zh.content.subscription.requested);
    expect(screen.queryByTestId('sample-error')).toBeNull();
  });
});
