/**
 * The ticket's history (GET /order/ticket/{id}/events), oldest first: the action's label, from → to status, who (and
 * in which role), when, the reason of a reject / return, fee rows added and the totals posted to the order.
 */
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '@/domain/money';
import { formatDateTime } from '@/domain/relative-time';
import { TICKET_STATUS_LABELS, TICKET_TRANSITIONS, type TicketAction, type TicketStatus } from '@/domain/tickets/workflow';
import { useTicketEvents, type TicketEvent } from '../api/get-ticket-events';

type Lang = 'zh' | 'en';

export function eventActionLabel(action: string, lang: Lang, createLabel: string): string {
  if (action === 'create') return createLabel;
  return TICKET_TRANSITIONS[action as TicketAction]?.label[lang] ?? action;
}

const statusLabel = (s: string | null, lang: Lang) => (s ? (TICKET_STATUS_LABELS[s as TicketStatus]?.[lang] ?? s) : '');

/** The detail lines of an event's data (reason, fees added, totals posted), already in words. */
export function eventDetails(e: TicketEvent, t: (k: string, o?: Record<string, unknown>) => string): string[] {
  const d = e.data ?? {};
  const out: string[] = [];
  if (typeof d.reason === 'string' && d.reason) out.push(t('tickets.desk.timeline.reason', { reason: d.reason }));
  if (typeof d.added_fees === 'number' && d.added_fees > 0) out.push(t('tickets.desk.timeline.fees', { count: d.added_fees }));
  if (typeof d.outlay_cents === 'number' || typeof d.income_cents === 'number') {
    out.push(t('tickets.desk.timeline.posted', { outlay: formatYuan(Number(d.outlay_cents ?? 0)), income: formatYuan(Number(d.income_cents ?? 0)) }));
  }
  return out;
}

export function TicketTimeline({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const events = useTicketEvents(ticketId);
  const list = events.data ?? [];
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" data-testid="ticket-timeline">
      <Heading size="sm" mb="2">
        {t('tickets.desk.timeline.title')}
      </Heading>
      {list.length === 0 && !events.isPending && (
        <Text fontSize="sm" color="fg.muted">
          {t('tickets.desk.timeline.empty')}
        </Text>
      )}
      <Stack gap="0">
        {list.map((e, i) => (
          <HStack key={e.id} align="stretch" gap="3" data-testid="ticket-event" data-action={e.action}>
            <Stack align="center" gap="0" pt="1.5">
              <Box w="2.5" h="2.5" borderRadius="full" bg={i === list.length - 1 ? 'brand.solid' : 'gray.400'} flexShrink="0" />
              {i < list.length - 1 && <Box w="1px" flex="1" bg="border" />}
            </Stack>
            <Box pb="3" minW="0" flex="1">
              <HStack gap="2" flexWrap="wrap">
                <Text fontSize="sm" fontWeight="semibold">
                  {eventActionLabel(e.action, lang, t('tickets.desk.timeline.create'))}
                </Text>
                {e.to_status && e.from_status !== e.to_status && (
                  <Badge size="sm" variant="subtle" colorPalette="blue">
                    {e.from_status ? `${statusLabel(e.from_status, lang)} → ` : ''}
                    {statusLabel(e.to_status, lang)}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {e.actor_name}
                {e.actor_role && e.actor_role !== 'REQUESTER' ? ` · ${t(`tickets.desk.roles.${e.actor_role}`, { defaultValue: e.actor_role })}` : ''} · {formatDateTime(new Date(e.created_at))}
              </Text>
              {eventDetails(e, t).map((line) => (
                <Text key={line} fontSize="sm" wordBreak="break-word">
                  {line}
                </Text>
              ))}
            </Box>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
