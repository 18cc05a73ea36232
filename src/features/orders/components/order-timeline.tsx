/** The order's history, newest first: action, from → to status, who, when it happened (and when recorded, if later), its data. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '@/domain/columns/waybill-columns';
import type { OrderEvent } from '@/domain/order-detail';
import type { OrderAction } from '@/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import { PhotoStrip } from './photo-strip';

type Lang = 'zh' | 'en';

/** a minute of difference between doing and recording is not worth showing */
const RECORDED_LATE_MS = 60_000;

const statusLabel = (s: string | null, lang: Lang) => (s ? (ORDER_STATUS_LABELS[s as OrderStatus]?.[lang] ?? s) : '');

/** names the order knows for ids an event carries (warehouse_id, delivery_resource_id) */
export type EventNames = Partial<Record<string, Record<string, string>>>;

/** the name the server recorded with an id (events since names are kept), shown instead of the id */
const RECORDED_NAMES: Record<string, string> = { warehouse_name: 'warehouse_id', delivery_name: 'delivery_resource_id' };

function dataText(key: string, value: unknown, t: (k: string) => string, names: EventNames, data: Record<string, unknown>): string | null {
  if (value === null || value === undefined || value === '' || key === 'photos') return null;
  // a recorded name is shown in place of its id, under the id's label
  if (key in RECORDED_NAMES) return null;
  const recorded = Object.entries(RECORDED_NAMES).find(([, idKey]) => idKey === key)?.[0];
  if (recorded && typeof data[recorded] === 'string' && data[recorded]) return `${t(`orders.fields.${key}`)}：${String(data[recorded])}`;
  if (key === 'variant' && typeof value === 'string') return `${t('orders.fields.variant')}：${t(`orders.variants.${value}`)}`;
  const named = names[key]?.[String(value)];
  if (named) return `${t(`orders.fields.${key}`)}：${named}`;
  if (key === 'changes' && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${t(`orders.fields.changes.${k}`)}：${String(v)}`)
      .join('；');
  }
  const label = t(`orders.fields.${key}`);
  const shown = key === 'result' && typeof value === 'string' ? t(`orders.action.feedback.${value}`) : key === 'appoint_at' && typeof value === 'string' ? chinaDateTime(value) || value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${label.startsWith('orders.') ? key : label}：${shown}`;
}

export function OrderTimeline({ events, names = {} }: { events: readonly OrderEvent[]; names?: EventNames }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  if (events.length === 0) return <Text color="fg.muted" fontSize="sm">{t('orders.detail.timeline.empty')}</Text>;
  const newestFirst = [...events].reverse();
  return (
    <Stack gap="0" data-testid="order-timeline">
      {newestFirst.map((e, i) => {
        const late = Date.parse(e.recorded_at) - Date.parse(e.occurred_at) > RECORDED_LATE_MS;
        const photos = Array.isArray(e.data.photos) ? (e.data.photos as string[]) : [];
        const lines = Object.entries(e.data)
          .map(([k, v]) => dataText(k, v, t, names, e.data))
          .filter((x): x is string => !!x);
        return (
          <HStack key={e.id} align="stretch" gap="3" data-testid="timeline-entry" data-action={e.action}>
            <Stack align="center" gap="0" w="3" flexShrink={0}>
              <Box boxSize="3" mt="1.5" rounded="full" bg={i === 0 ? 'brand.solid' : 'gray.300'} />
              {i < newestFirst.length - 1 && <Box flex="1" w="2px" bg="gray.200" />}
            </Stack>
            <Stack gap="1" pb="4" minW="0" flex="1">
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="semibold" fontSize="sm">
                  {ORDER_ACTION_LABELS[e.action as OrderAction]?.[lang] ?? (e.action === 'create' ? t('orders.detail.timeline.created') : e.action)}
                </Text>
                <Badge size="sm" variant="subtle" data-testid="timeline-status">
                  {e.from_status ? `${statusLabel(e.from_status, lang)} → ` : ''}
                  {statusLabel(e.to_status, lang)}
                </Badge>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {chinaDateTime(e.occurred_at)} · {t('orders.detail.timeline.by', { name: e.actor_name })}
                {late ? ` · ${t('orders.detail.timeline.recorded', { at: chinaDateTime(e.recorded_at) })}` : ''}
              </Text>
              {lines.map((line) => (
                <Text key={line} fontSize="sm" wordBreak="break-word">
                  {line}
                </Text>
              ))}
              <PhotoStrip fileids={photos} alt={t('orders.detail.f.photos')} />
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
