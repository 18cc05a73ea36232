/**
 * The order's open abnormal records on its detail (issue 19): each record's number linked to its detail, its state,
 * type, whether it holds the order and when it was registered. A held order says how it goes on: when its last record
 * ends (the records are handled on the abnormal screens, never by an order action).
 */
import { Badge, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RecordSummary } from '@/domain/abnormal/api';
import { ABNORMAL_STATUS_LABELS } from '@/domain/abnormal/messages';
import { chinaDateTime } from '@/domain/columns/waybill-columns';
import { abnormalDetailPath, type AbnormalBase } from '../utils/abnormal-links';
import { Section } from './order-detail-sections';

export interface OrderAbnormalSectionProps {
  base: AbnormalBase;
  records: RecordSummary[] | undefined;
  pending: boolean;
  failed: boolean;
  /** the order is ABNORMAL */
  held: boolean;
  lang: 'zh' | 'en';
}

export function OrderAbnormalSection({ base, records, pending, failed, held, lang }: OrderAbnormalSectionProps) {
  const { t } = useTranslation();
  if (!held && !pending && !failed && !records?.length) return null;
  return (
    <Section title={t('orders.detail.abnormal.title')} testId="detail-abnormal">
      <Stack gap="2">
        {held && (
          <Text fontSize="sm" color="fg.warning" data-testid="detail-abnormal-held">
            {t('orders.detail.abnormal.held')}
          </Text>
        )}
        {pending ? (
          <Spinner size="sm" />
        ) : failed ? (
          <Text fontSize="sm" color="fg.error" data-testid="detail-abnormal-error">
            {t('orders.detail.abnormal.loadFailed')}
          </Text>
        ) : (
          (records ?? []).map((r) => (
            <HStack key={r.id} gap="2" flexWrap="wrap" fontSize="sm" data-testid="detail-abnormal-row" data-record-id={r.id} data-status={r.status}>
              <Link asChild color="brand.fg" fontFamily="mono">
                <RouterLink to={abnormalDetailPath(base, r.id) as never} data-testid="detail-abnormal-link">
                  {r.abnormal_no}
                </RouterLink>
              </Link>
              <Badge colorPalette={r.status === 'registered' ? 'orange' : 'blue'} variant="subtle">
                {ABNORMAL_STATUS_LABELS[r.status][lang]}
              </Badge>
              {r.holds_order && (
                <Badge colorPalette="red" variant="outline">
                  {t('orders.detail.abnormal.holds')}
                </Badge>
              )}
              <Text>{r.type_name}</Text>
              <Text color="fg.muted">{chinaDateTime(r.registered_at)}</Text>
              {r.description && (
                <Text color="fg.muted" truncate maxW={{ base: 'full', md: '20rem' }} title={r.description}>
                  {r.description}
                </Text>
              )}
            </HStack>
          ))
        )}
      </Stack>
    </Section>
  );
}
