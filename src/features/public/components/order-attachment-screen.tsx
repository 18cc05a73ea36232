/**
 * 订单附件 (/order/attachment/{id}/{no}?e&s, no sign-in): the order's sign and abnormal photos for a customer holding
 * the link the servicer copied from the order detail. A tampered or expired link shows why, and no photo.
 */
import { Box, Button, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLink2Off } from 'react-icons/lu';
import { ImageViewer } from '@/components/ui/image-viewer/image-viewer';
import { StatusScreen } from '@/components/ui/status-screen';
import { THUMBNAIL_PX } from '@/domain/images';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import type { AttachmentsDto } from '@/domain/public-order/api';
import { useOrderAttachments } from '../api/order-attachments';
import { linkFromLocation } from '../utils/attachment-link';
import { errorText, useLang } from '../utils/lang';
import { PublicPage } from './public-page';

export function OrderAttachmentScreen() {
  const { t } = useTranslation();
  const link = useMemo(() => (typeof window === 'undefined' ? null : linkFromLocation(window.location.pathname, window.location.search)), []);
  const photos = useOrderAttachments(link);

  if (!link || photos.isError) {
    return (
      <StatusScreen
        fullPage
        badge={<Box as={LuLink2Off} boxSize="12" color="fg.muted" />}
        title={t('publicPages.attachment.refused')}
        body={<Text data-testid="order-attachment-refused">{link ? errorText(photos.error, t('publicPages.loadFailed')) : t('publicPages.attachment.badLink')}</Text>}
      />
    );
  }
  if (!photos.data) {
    return (
      <PublicPage title={t('publicPages.attachment.title')} testId="order-attachment">
        <Spinner />
      </PublicPage>
    );
  }
  return <AttachmentList data={photos.data} />;
}

function AttachmentList({ data }: { data: AttachmentsDto }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState<number | null>(null);
  const groups = (['sign', 'abnormal'] as const).map((kind) => ({ kind, items: data.photos.map((p, i) => ({ ...p, i })).filter((p) => p.kind === kind) }));
  return (
    <PublicPage
      title={t('publicPages.attachment.title')}
      intro={t('publicPages.attachment.intro', { no: data.order_no, status: ORDER_STATUS_LABELS[data.status as OrderStatus]?.[lang] ?? data.status, until: new Date(data.expires_at).toLocaleString('zh-CN', { hour12: false }) })}
      testId="order-attachment"
    >
      {data.photos.length === 0 && <Text data-testid="order-attachment-empty">{t('publicPages.attachment.none')}</Text>}
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <Stack key={g.kind} gap="2" bg="bg" borderWidth="1px" borderRadius="md" p="3">
            <Text fontWeight="semibold">{t(`publicPages.attachment.${g.kind}`)}</Text>
            <HStack gap="2" flexWrap="wrap">
              {g.items.map((p) => (
                <Button key={p.url} variant="outline" p="0" w={`${THUMBNAIL_PX}px`} h={`${THUMBNAIL_PX}px`} overflow="hidden" onClick={() => setOpen(p.i)} data-testid="order-attachment-photo" data-kind={g.kind}>
                  <Image src={p.url} alt={t(`publicPages.attachment.${g.kind}`)} w="full" h="full" objectFit="cover" />
                </Button>
              ))}
            </HStack>
          </Stack>
        ))}
      <ImageViewer images={data.photos.map((p) => ({ src: p.url, alt: t(`publicPages.attachment.${p.kind}`) }))} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </PublicPage>
  );
}
