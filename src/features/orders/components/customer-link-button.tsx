/** 复制客户链接 on the order detail: copies the signed customer link to the order's photos (/order/attachment/{id}/{no}). */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLink } from 'react-icons/lu';
import { toast } from '@/lib/toaster';
import { useAttachmentLink } from '../api/attachment-link';

export function CustomerLinkButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const link = useAttachmentLink();
  const copy = async () => {
    const { path } = await link.mutateAsync(orderId);
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('publicPages.customerLink.copied'));
    } catch {
      toast.info(t('publicPages.customerLink.copyFailed', { url }), { duration: 20_000 });
    }
  };
  return (
    <Button size="sm" variant="outline" loading={link.isPending} onClick={() => void copy().catch(() => undefined)} data-testid="detail-customer-link">
      <LuLink /> {t('publicPages.customerLink.copy')}
    </Button>
  );
}
