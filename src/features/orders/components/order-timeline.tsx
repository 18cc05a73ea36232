/** The order's history, newest first: action, from → to status, who, when it happened (and when recorded, if later), its data. */
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '@/domain/columns/waybill-columns';
import type { OrderEvent } from '@/domain/order-detail';
import type { OrderAction } from '@/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import { formatYuan } from '@/domain/money';
import { PhotoStrip } from '@/components/ui/image-viewer/photo-strip';
import { abnormalEventRecord, abnormalEventWords, isAbnormalEvent } from '../utils/abnormal-events';

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
  const shown = key === 'result' && typeof value === 'string' ? t(`orders.action.feedback.${value}`) : key === 'appoint_at' && typeof value === 'string' ? chinaDateTime(value) || value : Array.isArray(value) ? value.join('、') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${label.startsWith('orders.') ? key : label}：${shown}`;
}

/** finance_complete of a ticket posted its fee rows to the order (server ticket-fee-posting.ts) */
const TICKET_FEES = 'ticket_fees';

/** A ticket_fees posting: which ticket (linked), how many rows, and the totals when the reader may see fees. */
function TicketFeesLines({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  const ticketId = typeof data.ticket_id === 'number' ? data.ticket_id : null;
  const money = typeof data.outlay_cents === 'number' || typeof data.income_cents === 'number';
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="timeline-ticket-fees">
      <Text>
        {ticketId != null ? (
          <Link asChild color="brand.fg">
            <RouterLink to={'/saas/ticket/v2/detail/$id' as never} params={{ id: String(ticketId) } as never} data-testid="timeline-ticket-link">
              {t('orders.detail.fees.ticketNo', { id: ticketId })}
            </RouterLink>
          </Link>
        ) : null}
        {ticketId != null ? ' · ' : ''}
        {t('orders.detail.timeline.feeCount', { count: Number(data.fee_count ?? 0) })}
      </Text>
      {money && (
        <Text data-testid="timeline-ticket-fees-totals">
          {t('orders.detail.timeline.feeTotals', { outlay: formatYuan(Number(data.outlay_cents ?? 0)), income: formatYuan(Number(data.income_cents ?? 0)) })}
        </Text>
      )}
    </Stack>
  );
}

/** the other order of a split, on this app's detail route (the current path with its id swapped) */
const otherOrderPath = (no: string) => (typeof window === 'undefined' ? '' : window.location.pathname).replace(/\/detail\/[^/]+\/?$/, `/detail/${no}`);

/** an abnormal record's event: 异常单 · what happened (the record's number is its link below) */
function abnormalLabel(action: string, lang: Lang, t: (k: string) => string): string {
  const words = abnormalEventWords(action, lang);
  const what = !words ? action : 'text' in words ? words.text : t(`orders.detail.timeline.abnormal.${words.key}`);
  return `${t('orders.detail.timeline.abnormal.record')} · ${what}`;
}

const actionLabel = (action: string, lang: Lang, t: (k: string) => string) =>
  (isAbnormalEvent(action) ? abnormalLabel(action, lang, t) : undefined) ??
  ORDER_ACTION_LABELS[action as OrderAction]?.[lang] ??
  (action === 'create'
    ? t('orders.detail.timeline.created')
    : action === TICKET_FEES
      ? t('orders.detail.timeline.ticketFees')
      : action === 'product_replace'
        ? t('orders.detail.timeline.productReplaced')
        : action);

/** the record's reason or resolution, when the event carries one (its other data is the record's to show) */
const abnormalLines = (data: Record<string, unknown>, t: (k: string) => string) =>
  (['reason', 'resolution'] as const).filter((k) => typeof data[k] === 'string' && data[k]).map((k) => `${t(`orders.fields.${k}`)}：${String(data[k])}`);

/** `abnormalBase`: where the user reads abnormal records (their menus' prefix); without one the number is plain text */
export function OrderTimeline({ events, names = {}, abnormalBase }: { events: readonly OrderEvent[]; names?: EventNames; abnormalBase?: string | null }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  if (events.length === 0) return <Text color="fg.muted" fontSize="sm">{t('orders.detail.timeline.empty')}</Text>;
  const newestFirst = [...events].reverse();
  return (
    <Stack gap="0" data-testid="order-timeline">
      {newestFirst.map((e, i) => {
        const late = Date.parse(e.recorded_at) - Date.parse(e.occurred_at) > RECORDED_LATE_MS;
        const photos = Array.isArray(e.data.photos) ? (e.data.photos as string[]) : [];
        const fees = e.action === TICKET_FEES;
        const record = isAbnormalEvent(e.action) ? abnormalEventRecord(e.data) : null;
        const lines = fees
          ? []
          : record || isAbnormalEvent(e.action)
            ? abnormalLines(e.data, t)
            : e.action === 'product_replace'
              ? [t('orders.detail.timeline.productReplacedDetail', { from: e.data.from_product, to: e.data.to_product, quantity: e.data.quantity, doc: e.data.doc_no, reason: e.data.reason })]
              : Object.entries(e.data)
                  .filter(([k]) => !(e.action === 'split' && k === 'other_order_no'))
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
                  {actionLabel(e.action, lang, t)}
                </Text>
                <Badge size="sm" variant="subtle" data-testid="timeline-status">
                  {e.from_status && !(fees && e.from_status === e.to_status) ? `${statusLabel(e.from_status, lang)} → ` : ''}
                  {statusLabel(e.to_status, lang)}
                </Badge>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {chinaDateTime(e.occurred_at)} · {t('orders.detail.timeline.by', { name: e.actor_name })}
                {late ? ` · ${t('orders.detail.timeline.recorded', { at: chinaDateTime(e.recorded_at) })}` : ''}
              </Text>
              {fees && <TicketFeesLines data={e.data} />}
              {record &&
                (abnormalBase ? (
                  <Link asChild color="brand.fg" fontSize="sm" fontFamily="mono">
                    <RouterLink to={`${abnormalBase}/detail/${record.id}` as never} data-testid="timeline-abnormal-link">
                      {record.no}
                    </RouterLink>
                  </Link>
                ) : (
                  <Text fontSize="sm" fontFamily="mono">
                    {record.no}
                  </Text>
                ))}
              {e.action === 'split' && typeof e.data.other_order_no === 'string' && (
                // a split names the other order (transit split): parent ↔ child, linked both ways
                <Link asChild color="brand.fg" fontSize="sm">
                  <RouterLink to={otherOrderPath(String(e.data.other_order_no)) as never} data-testid="timeline-split-link">
                    {t('orders.detail.timeline.splitOther', { no: e.data.other_order_no })}
                  </RouterLink>
                </Link>
              )}
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
