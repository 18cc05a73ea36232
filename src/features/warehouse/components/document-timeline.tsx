/** A document's events, newest first: the action, the status it led to, who, when on the device and when recorded. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DocumentEvent } from '@/domain/warehouse/api';
import { formatDateTime } from '@/domain/relative-time';
import { actionLabel, statusLabel, useLang } from '../utils/labels';

export interface DocumentTimelineProps {
  events: readonly DocumentEvent[];
}

const when = (iso: string) => (iso ? formatDateTime(new Date(iso)) : '');

export function DocumentTimeline({ events }: DocumentTimelineProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const sorted = [...events].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at) || b.id - a.id);
  if (sorted.length === 0) return <Text fontSize="sm" color="fg.muted">{t('warehouse.timeline.empty')}</Text>;
  return (
    <Stack gap="0" data-testid="wh-timeline">
      {sorted.map((e) => {
        const reason = typeof e.data.reason === 'string' ? e.data.reason : '';
        const late = e.recorded_at && e.occurred_at && Math.abs(Date.parse(e.recorded_at) - Date.parse(e.occurred_at)) > 60_000;
        return (
          <HStack key={e.id} align="start" gap="3" py="2" borderBottomWidth="1px" data-testid="wh-event">
            <Box w="2" h="2" mt="2" borderRadius="full" bg="brand.solid" flexShrink={0} />
            <Stack gap="0" minW="0">
              <Text fontSize="sm" fontWeight="medium">
                {actionLabel(e.action, lang)}
                {e.to_status && e.to_status !== e.from_status && (
                  <Text as="span" fontWeight="normal" color="fg.muted" ms="2">
                    {e.from_status ? `${statusLabel(e.from_status, lang)} → ` : ''}
                    {statusLabel(e.to_status, lang)}
                  </Text>
                )}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {e.actor_name} · {when(e.occurred_at)}
                {late ? ` · ${t('warehouse.timeline.recorded', { when: when(e.recorded_at) })}` : ''}
              </Text>
              {reason && <Text fontSize="xs">{t('warehouse.timeline.reason', { reason })}</Text>}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
