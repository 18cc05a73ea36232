import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/lib/test-utils';
import * as strings from '../i18n';
import { RejectDialog } from './reject-dialog';

const wrap = (node: ReactElement) => renderWithProviders(node, { catalogs: [strings] });

afterEach(cleanup);

describe('RejectDialog', () => {
  it('requires a reason, limits it to 200 characters and hands the trimmed reason over', async () => {
    const onReject = vi.fn(async () => null);
    wrap(<RejectDialog open companyName="待审物流" saving={false} onReject={onReject} onClose={() => undefined} />);
    expect(await screen.findByText('驳回原因将展示在 待审物流 的审核等待页。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reject-confirm'));
    expect(await screen.findByText('请填写驳回原因')).toBeTruthy();
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: '长'.repeat(201) } });
    fireEvent.click(screen.getByTestId('reject-confirm'));
    expect(await screen.findByText('允许输入200字内')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: '  照片模糊  ' } });
    fireEvent.click(screen.getByTestId('reject-confirm'));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('照片模糊'));
  });

  it('shows the server’s refusal on the field', async () => {
    const onReject = vi.fn(async () => '该企业不在待审核状态');
    wrap(<RejectDialog open companyName="x" saving={false} onReject={onReject} onClose={() => undefined} />);
    fireEvent.change(await screen.findByTestId('reject-reason'), { target: { value: '晚了' } });
    fireEvent.click(screen.getByTestId('reject-confirm'));
    expect(await screen.findByText('该企业不在待审核状态')).toBeTruthy();
  });
});
