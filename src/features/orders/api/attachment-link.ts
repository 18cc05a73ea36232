/** POST /order/attachment-link: a signed, expiring link to the order's photos that a customer can open without signing in. */
import { useMutation } from '@tanstack/react-query';
import type { AttachmentLinkDto } from '@/domain/public-order/api';
import { apiPost } from '@/lib/api-client';

export const useAttachmentLink = () => useMutation({ mutationFn: (orderId: number) => apiPost<AttachmentLinkDto>('/order/attachment-link', { order_id: orderId }) });
