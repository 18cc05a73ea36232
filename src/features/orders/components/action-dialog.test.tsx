import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { readDraft } from '@/lib/drafts';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';
import * as uploaderStrings from '@/components/ui/image-uploader/i18n';

class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly httpStatus: number,
  ) {
    super(msg);
  }
}
const api = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ ...api, ApiError, warnThrottled: vi.fn(), apiClient: { get: vi.fn() } }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toaster', () => ({ toast: toasts }));
let refs = 0;
const outbox = vi.hoisted(() => ({ enqueue: vi.fn(), photoRef: vi.fn() }));
vi.mock('@/lib/outbox', () => outbox);
vi.mock('@/lib/image-compress', () => ({ compressImage: async (file: File) => file }));
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => undefined;

const { ActionDialog } = await import('./action-dialog');

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const wrap = (node: ReactElement, lang: 'en' | 'zh' = 'zh') => renderWithProviders(node, { catalogs: [strings, uploaderStrings], lang });

const target = { kind: 'order' as const, orderKey: '7', orderNo: '2026000000000007' };

beforeEach(() => {
  api.apiGet.mockReset();
  api.apiPost.mockReset();
  outbox.enqueue.mockReset();
  toasts.info.mockReset();
  outbox.photoRef.mockImplementation(() => `outbox-photo:${++refs}`);
});
afterEach(cleanup);

describe('ActionDialog', () => {
  it('shows the validation messages of the action schema in the user language and posts nothing', async () => {
    wrap(<ActionDialog action="sign" target={target} onClose={() => {}} onDone={() => {}} />);
    fireEvent.click(await screen.findByTestId('action-submit'));
    expect((await screen.findByTestId('action-field-signer-error')).textContent).toContain('请输入签收人');
    expect((screen.getByTestId('action-field-photos-error')).textContent).toContain('请至少上传1张照片');
    expect(screen.queryByTestId('action-field-memo-error')).toBeNull();
    expect(api.apiPost).not.toHaveBeenCalled();
    expect(outbox.enqueue).not.toHaveBeenCalled();
    // fixing a field clears its message
    fireEvent.change(screen.getByTestId('action-field-signer'), { target: { value: '本人' } });
    expect(screen.queryByTestId('action-field-signer-error')).toBeNull();
  });

  it('english messages too', async () => {
    wrap(<ActionDialog action="reject" target={target} onClose={() => {}} onDone={() => {}} />, 'en');
    fireEvent.click(await screen.findByTestId('action-submit'));
    expect((await screen.findByTestId('action-field-reason-error')).textContent).toContain('Enter Reason');
  });

  it('writes the action to the outbox; a refusal keeps the input and shows the server msg; a retry then succeeds', async () => {
    const onDone = vi.fn();
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'rejected', entry: {}, error: new ApiError('400', '订单2026000000000007当前状态为“待收货”，不能审核驳回', 400) });
    wrap(<ActionDialog action="reject" target={target} onClose={() => {}} onDone={onDone} />);
    fireEvent.change(await screen.findByTestId('action-field-reason'), { target: { value: '地址不详' } });
    fireEvent.click(screen.getByTestId('action-submit'));
    expect((await screen.findByTestId('action-server-error')).textContent).toContain('不能审核驳回');
    expect((screen.getByTestId('action-field-reason') as HTMLTextAreaElement).value).toBe('地址不详');
    expect(onDone).not.toHaveBeenCalled();
    const [input, options] = outbox.enqueue.mock.calls[0];
    expect(input).toEqual({ kind: 'order.action', entity: 'order:2026000000000007', payload: { orderKey: '7', action: 'reject', data: { reason: '地址不详' } }, label: { action: 'reject', target: '2026000000000007' } });
    expect(options).toEqual({ waitMs: 4000 });
    expect(api.apiPost).not.toHaveBeenCalled();

    const outcome = { order: { id: 7, order_no: target.orderNo, status: 'DRAFT', version: 3 }, event: {}, replayed: false };
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'sent', entry: {}, result: outcome });
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'order', outcome }));
  });

  it('kept on this device without a network: the dialog closes with a notice', async () => {
    const onDone = vi.fn();
    const onClose = vi.fn();
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'queued', entry: {} });
    wrap(<ActionDialog action="reject" target={target} onClose={onClose} onDone={onDone} />);
    fireEvent.change(await screen.findByTestId('action-field-reason'), { target: { value: '地址不详' } });
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.info).toHaveBeenCalledWith('已保存在本设备，网络恢复后将自动发送', expect.anything());
    expect(onDone).not.toHaveBeenCalled();
  });

  it("one order's sign photos stay on the device and go to the outbox with the action (refs in its data)", async () => {
    const onDone = vi.fn();
    outbox.enqueue.mockResolvedValueOnce({ outcome: 'queued', entry: {} });
    wrap(<ActionDialog action="sign" target={target} onClose={() => {}} onDone={onDone} />);
    fireEvent.change(await screen.findByTestId('action-field-signer'), { target: { value: '本人' } });
    const file = new File([new Uint8Array([1, 2, 3])], 'door.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('image-uploader-input'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getAllByTestId('image-tile')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(outbox.enqueue).toHaveBeenCalled());
    const [input] = outbox.enqueue.mock.calls[0];
    const ref = input.payload.data.photos[0];
    expect(ref).toMatch(/^outbox-photo:/);
    expect(input.payload.data).toEqual({ signer: '本人', photos: [ref] });
    expect(input.photos).toEqual([{ ref, data: file, type: 'image/jpeg', name: 'door.jpg' }]);
    expect(api.apiPost).not.toHaveBeenCalled();
  });

  it("one order's typed fields are autosaved and put back on reopening; cancel drops them", async () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    useLocalDbForTests(new LadingDb('lading-action-dialog-test'));
    setTokens({ token: `h.${b64({ id: 9, company_id: 4, username: 'driver', is_main: true, exp: 4_000_000_000 })}.s` });
    try {
      const first = wrap(<ActionDialog action="sign" target={target} onClose={() => {}} onDone={() => {}} />);
      fireEvent.change(await screen.findByTestId('action-field-signer'), { target: { value: '门卫' } });
      await waitFor(async () => expect((await readDraft<Record<string, string>>('action:sign:2026000000000007'))?.value.signer).toBe('门卫'), { timeout: 2000 });
      first.unmount();
      const onClose = vi.fn();
      wrap(<ActionDialog action="sign" target={target} onClose={onClose} onDone={() => {}} />);
      await waitFor(() => expect((screen.getByTestId('action-field-signer') as HTMLInputElement).value).toBe('门卫'));
      expect(screen.getByTestId('action-draft-restored')).toBeTruthy();
      fireEvent.click(screen.getByTestId('action-cancel'));
      expect(onClose).toHaveBeenCalled();
      await waitFor(async () => expect(await readDraft('action:sign:2026000000000007')).toBeNull());
    } finally {
      clearSession();
      useLocalDbForTests(null);
    }
  });

  it('a batch posts the order numbers and hands back the per-order result', async () => {
    const onDone = vi.fn();
    const result = { list: [{ order_no: '2001', ok: true, status: 'RECEIVED' }, { order_no: '2002', ok: false, msg: 'no' }], succeeded: 1, failed: 1 };
    api.apiPost.mockResolvedValueOnce(result);
    wrap(<ActionDialog action="receive" target={{ kind: 'batch', nos: ['2001', '2002'] }} onClose={() => {}} onDone={onDone} />);
    expect(await screen.findByText('确定对选中的 2 个订单执行“收货”吗？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ kind: 'batch', result }));
    expect(api.apiPost.mock.calls[0][0]).toBe('/order/orders/batch/receive');
    expect(api.apiPost.mock.calls[0][1]).toEqual({ nos: ['2001', '2002'] });
  });
});
