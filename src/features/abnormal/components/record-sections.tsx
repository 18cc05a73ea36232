/** The record detail's sections: facts, cartons, photos (the shared viewer), handling sub-records, fee rows, linked tickets and the event history. */
import { Badge, Box, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoStrip } from '@/components/ui/image-viewer/photo-strip';
import type { RecordDetail } from '@/domain/abnormal/api';
import { formatDateTime } from '@/domain/relative-time';
import { useConfigName } from '@/lib/config-info';
import { formatYuan } from '@/domain/money';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@/domain/tickets/workflow';
import { detailsText } from '../utils/handling-details';
import { eventLabel, handlingStatusLabel, kindLabel, partyLabel, sourceLabel, stageLabel, statusLabel, useLang } from '../utils/labels';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso)) : '');

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="2" bg="bg" borderWidth="1px" borderRadius="md" p="3" minW="0" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      {children}
    </Stack>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" wordBreak="break-word" data-testid={testId}>
        {children || '—'}
      </Text>
    </Box>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Text fontSize="sm" color="fg.muted">
    {children}
  </Text>
);

export function RecordFacts({ record }: { record: RecordDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  // a record without its type's name (reported offline, or the type renamed away) asks get_info for it
  const typeName = useConfigName('ABNORMAL_TYPE', record.type_code, !record.type_name);
  return (
    <Section title={t('abnormal.detail.facts')} testId="ab-detail-facts">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact label={t('abnormal.detail.order')} testId="ab-detail-order">
          {record.order_no}
        </Fact>
        <Fact label={t('abnormal.detail.consignor')}>{record.consignor_name}</Fact>
        <Fact label={t('abnormal.detail.receiver')}>{record.end_contact}</Fact>
        <Fact label={t('abnormal.columns.type')} testId="ab-detail-type">
          {record.type_name || typeName || record.type_code}
        </Fact>
        <Fact label={t('abnormal.columns.stage')}>{stageLabel(record.stage, lang)}</Fact>
        <Fact label={t('abnormal.columns.responsible')}>{[partyLabel(record.responsible_party, lang), record.responsible_name].filter(Boolean).join(' · ')}</Fact>
        <Fact label={t('abnormal.columns.source')}>{sourceLabel(record.source, lang)}</Fact>
        <Fact label={t('abnormal.detail.handler')} testId="ab-detail-handler">
          {[record.handler_group_name, record.handler_name].filter(Boolean).join(' · ')}
        </Fact>
        <Fact label={t('abnormal.detail.reportedBy')}>{record.reported_by_name}</Fact>
        <Fact label={t('abnormal.detail.occurredAt')}>{when(record.occurred_at)}</Fact>
        <Fact label={t('abnormal.detail.registeredAt')}>{when(record.registered_at)}</Fact>
        {record.ended_at && <Fact label={t('abnormal.detail.endedAt')}>{when(record.ended_at)}</Fact>}
        <Box gridColumn={{ base: 'span 2', md: 'span 4' }}>
          <Fact label={t('abnormal.columns.description')} testId="ab-detail-description">
            {record.description}
          </Fact>
        </Box>
        {record.resolution && (
          <Box gridColumn={{ base: 'span 2', md: 'span 4' }}>
            <Fact label={t('abnormal.detail.resolution')}>{record.resolution}</Fact>
          </Box>
        )}
        {record.reject_reason && record.status === 'rejected' && (
          <Box gridColumn={{ base: 'span 2', md: 'span 4' }}>
            <Fact label={t('abnormal.detail.rejectReason')}>{record.reject_reason}</Fact>
          </Box>
        )}
      </SimpleGrid>
    </Section>
  );
}

export function RecordPackagesAndPhotos({ record }: { record: RecordDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Section title={t('abnormal.detail.packages')} testId="ab-detail-packages">
        {record.package_nos.length === 0 ? (
          <Empty>{t('abnormal.detail.wholeOrder')}</Empty>
        ) : (
          <HStack gap="1" flexWrap="wrap">
            {record.package_nos.map((no) => (
              <Badge key={no} variant="outline" fontFamily="mono" data-testid="ab-detail-package">
                {no}
              </Badge>
            ))}
          </HStack>
        )}
      </Section>
      <Section title={t('abnormal.detail.photos')} testId="ab-detail-photos">
        {record.photos.length === 0 ? <Empty>{t('abnormal.detail.noPhotos')}</Empty> : <PhotoStrip fileids={record.photos} alt={record.abnormal_no} testId="ab-detail-photo" />}
      </Section>
    </SimpleGrid>
  );
}

export function RecordHandlings({ record, actions }: { record: RecordDetail; actions?: (h: RecordDetail['handlings'][number]) => ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section title={t('abnormal.detail.handlings')} testId="ab-detail-handlings">
      {record.handlings.length === 0 ? (
        <Empty>{t('abnormal.detail.noHandlings')}</Empty>
      ) : (
        <Stack gap="1">
          {record.handlings.map((h) => (
            <HStack key={h.id} gap="2" flexWrap="wrap" fontSize="sm" data-testid="ab-detail-handling" data-kind={h.kind} data-status={h.status}>
              <Badge>{kindLabel(h.kind, lang)}</Badge>
              <Text>{handlingStatusLabel(h.status, lang)}</Text>
              <Text data-testid="ab-detail-handling-details">{detailsText(h)}</Text>
              <Text color="fg.muted">{h.memo}</Text>
              <Text color="fg.muted" fontSize="xs">
                {h.created_by_name} {when(h.created_at)}
              </Text>
              {actions?.(h)}
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function RecordFees({ record }: { record: RecordDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('abnormal.detail.fees')} testId="ab-detail-fees">
      {record.fees.length === 0 ? (
        <Empty>{t('abnormal.detail.noFees')}</Empty>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" whiteSpace="nowrap">
            <Table.Body>
              {record.fees.map((f) => (
                <Table.Row key={f.id} data-testid="ab-detail-fee" data-state={f.state}>
                  <Table.Cell>{f.direction === 'OUTLAY' ? t('abnormal.detail.outlay') : t('abnormal.detail.income')}</Table.Cell>
                  <Table.Cell>{f.code_name || f.code}</Table.Cell>
                  <Table.Cell>{f.settle_target_name}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatYuan(f.amount_cents)}
                  </Table.Cell>
                  <Table.Cell>{t(`abnormal.detail.feeState.${f.state}`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Section>
  );
}

export function RecordTickets({ record }: { record: RecordDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section title={t('abnormal.detail.tickets')} testId="ab-detail-tickets">
      {record.tickets.length === 0 ? (
        <Empty>{t('abnormal.detail.noTickets')}</Empty>
      ) : (
        <Stack gap="1">
          {record.tickets.map((k) => (
            <HStack key={k.id} gap="2" fontSize="sm" flexWrap="wrap" data-testid="ab-detail-ticket">
              <Text fontFamily="mono">#{k.id}</Text>
              <Badge>{t(`abnormal.escalate.types.${k.type}`, { defaultValue: k.type })}</Badge>
              <Text>{TICKET_STATUS_LABELS[k.status as TicketStatus]?.[lang] ?? k.status}</Text>
              {(k.posted_outlay_cents > 0 || k.posted_income_cents > 0) && (
                <Text color="fg.muted">
                  {t('abnormal.detail.outlay')} {formatYuan(k.posted_outlay_cents)} · {t('abnormal.detail.income')} {formatYuan(k.posted_income_cents)}
                </Text>
              )}
              <Text color="fg.muted" fontSize="xs">
                {when(k.created_at)}
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function RecordEvents({ record }: { record: RecordDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const events = [...record.events].reverse();
  return (
    <Section title={t('abnormal.detail.events')} testId="ab-detail-events">
      <Stack gap="2">
        {events.map((e) => (
          <Box key={e.id} borderStartWidth="2px" borderColor="border.emphasized" ps="3" data-testid="ab-detail-event" data-action={e.action}>
            <HStack gap="2" flexWrap="wrap" fontSize="sm">
              <Text fontWeight="medium">{t(`abnormal.events.${e.action}`, { defaultValue: eventLabel(e.action, lang) })}</Text>
              {e.to_status && e.to_status !== e.from_status && <Text color="fg.muted">→ {statusLabel(e.to_status, lang)}</Text>}
              <Text color="fg.muted" fontSize="xs">
                {e.actor_name} · {when(e.occurred_at)}
              </Text>
            </HStack>
            {e.reason && <Text fontSize="sm">{e.reason}</Text>}
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
