/** GET /order/public/attachments (no sign-in): the photos behind a signed customer link. */
import { useQuery } from '@tanstack/react-query';
import type { AttachmentLinkQuery, AttachmentsDto } from '@/domain/public-order/api';
import { apiGet } from '@/lib/api-client';

export const useOrderAttachments = (q: AttachmentLinkQuery | null) =>
  useQuery({
    queryKey: ['public', 'attachments', q] as const,
    queryFn: () => apiGet<AttachmentsDto>('/order/public/attachments', q ?? undefined, { silent: true }),
    enabled: q !== null,
    retry: false,
  });
