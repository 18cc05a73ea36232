/**
 * /saas/ticket/v2/detail/:id — one ticket: the header (number, template, status, my role, stage, timed out, order,
 * handler and reviewer, 支/收 totals), the parent ticket when there is one (a failed fetch leaves it empty, spec §8),
 * the action bar (can_* flags), the form panel of the form helper in the main column, and comments and history in
 * the side column (under the main column on tablets and phones). Live: ticket:changed refreshes it all.
 */
import { Alert, Badge, Box, Button, Center, Grid, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';
import type { TicketDto, TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@/domain/tickets/workflow';
import { apiGet, type ApiError } from '@/lib/api-client';
import { useCompanyUsers, userLabel } from '../api/get-company-users';
import { useParentTicket, useTicket } from '../api/get-ticket';
import { ticketKeys } from '../api/ticket-keys';
import { TicketActionBar } from './ticket-action-bar';
import { TicketComments } from './ticket-comments';
import { TicketFormPanel } from './ticket-form/ticket-form-panel';
import { TICKET_DETAIL_PATH } from './ticket-list-config';
import { TicketTimeline } from './ticket-timeline';
import { useOrderDetailPath } from '@/lib/session/order-detail-path';

type Lang = 'zh' | 'en';

export const STATUS_PALETTE: Partial<Record<TicketStatus, string>> = {
  SUBMITTED: 'blue',
  IN_PROGRESS: 'cyan',
  PROCESSING: 'cyan',
  WAITING_CONFIRM: 'orange',
  FINANCE_REVIEWING: 'purple',
  REJECTED: 'red',
  COMPLETED: 'green',
  FINISHED: 'green',
  CLOSED: 'gray',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
  SUSPENDED: 'orange',
};

function useTicketSchema(schemaId: number | undefined) {
  return useQuery({
    queryKey: ticketKeys.schema(schemaId ?? 0),
    queryFn: () => apiGet<TicketSchemaDto>(`/order/ticket-schema/${schemaId}`, undefined, { silent: true }),
    enabled: !!schemaId,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function TicketDetailScreen() {
  const { t } = useTranslation();
  const { id: raw } = useParams({ strict: false }) as { id?: string };
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const ticket = useTicket(id);
  const router = useRouter();

  if (!id || (ticket.isError && (ticket.error as ApiError | null)?.httpStatus === 404)) {
    return (
      <Center p="8" data-testid="ticket-not-found">
        <Text color="fg.muted">{t('tickets.desk.detail.notFound')}</Text>
      </Center>
    );
  }
  if (ticket.isError) {
    return (
      <Stack p="6" align="center" gap="3" data-testid="ticket-load-failed">
        <Text color="fg.muted">{t('tickets.desk.detail.loadFailed')}</Text>
        <Button size="sm" onClick={() => void ticket.refetch()}>
          {t('tickets.desk.detail.retry')}
        </Button>
      </Stack>
    );
  }
  if (!ticket.data) {
    return (
      <Center p="8" gap="2" data-testid="ticket-loading">
        <Spinner size="sm" /> <Text color="fg.muted">{t('tickets.desk.detail.loading')}</Text>
      </Center>
    );
  }
  return <TicketDetail ticket={ticket.data} onBack={() => router.history.back()} />;
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm" data-testid={testId} wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

function TicketDetail({ ticket, onBack }: { ticket: TicketDto; onBack(): void }) {
  const { t, i18n } = useTranslation();
  const orderPath = useOrderDetailPath();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const schema = useTicketSchema(ticket.schema_id);
  const users = useCompanyUsers().data;
  const parent = useParentTicket(ticket.parent_id);
  const none = t('tickets.desk.detail.none');
  const typeName = schema.data?.name ?? t(`tickets.desk.types.${ticket.type}`, { defaultValue: ticket.type });
  const subType = ticket.sub_type ? (schema.data?.sub_type_options.find((o) => o.value === ticket.sub_type)?.label ?? ticket.sub_type) : '';
  const schemaError = schema.isError ? t('tickets.desk.detail.schemaFailed', { message: (schema.error as ApiError | null)?.msg || (schema.error as Error | null)?.message || '' }) : null;
  // spec §8: a parent that cannot be read is simply not shown
  const parentTicket = parent.isError ? null : (parent.data ?? null);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="ticket-detail-screen" data-ticket-id={ticket.id} data-status={ticket.status}>
      <HStack gap="2" flexWrap="wrap">
        <Button size="xs" variant="ghost" onClick={onBack} aria-label={t('tickets.desk.detail.back')}>
          <LuArrowLeft />
        </Button>
        <Heading size="md" fontFamily="mono" data-testid="ticket-detail-no">
          #{ticket.id}
        </Heading>
        <Text fontWeight="semibold" data-testid="ticket-detail-type">
          {typeName}
          {subType && ` · ${subType}`}
        </Text>
        <Badge colorPalette={STATUS_PALETTE[ticket.status] ?? 'gray'} size="md" data-testid="ticket-detail-status">
          {TICKET_STATUS_LABELS[ticket.status]?.[lang] ?? ticket.status}
        </Badge>
        {ticket.is_timed_out && (
          <Badge colorPalette="red" variant="solid" size="md" data-testid="ticket-detail-timed-out">
            {t('tickets.desk.detail.timedOut')}
          </Badge>
        )}
      </HStack>

      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' }} gap="3">
          <Fact label={t('tickets.desk.detail.myRole')} testId="ticket-detail-role">
            <Badge variant="outline" data-role={ticket.role}>
              {t(`tickets.desk.roles.${ticket.role}`)}
            </Badge>
          </Fact>
          <Fact label={t('tickets.desk.detail.stage')} testId="ticket-detail-stage">
            {t(`tickets.desk.stages.${ticket.stage}`, { defaultValue: ticket.stage })}
          </Fact>
          <Fact label={t('tickets.desk.detail.order')} testId="ticket-detail-order">
            {ticket.order_no && ticket.order_id ? (
              <Link asChild color="brand.fg" fontFamily="mono">
                <RouterLink to={orderPath(ticket.order_id)}>{ticket.order_no}</RouterLink>
              </Link>
            ) : (
              none
            )}
          </Fact>
          <Fact label={t('tickets.desk.detail.executive')} testId="ticket-detail-executive">
            {userLabel(users, ticket.executive_uid) || none}
          </Fact>
          <Fact label={t('tickets.desk.detail.financial')} testId="ticket-detail-financial">
            {userLabel(users, ticket.financial_uid) || none}
          </Fact>
          <Fact label={t('tickets.desk.detail.requester')}>{ticket.requester_uname || none}</Fact>
          <Fact label={t('tickets.desk.detail.outlay')} testId="ticket-detail-outlay">
            <Text as="span" fontFamily="mono" color="red.600">
              {formatYuan(ticket.totals.OUTLAY)}
            </Text>
          </Fact>
          <Fact label={t('tickets.desk.detail.income')} testId="ticket-detail-income">
            <Text as="span" fontFamily="mono" color="green.600">
              {formatYuan(ticket.totals.INCOME)}
            </Text>
          </Fact>
          <Fact label={t('tickets.desk.detail.created')}>{formatDateTime(new Date(ticket.created_at))}</Fact>
          <Fact label={t('tickets.desk.detail.updated')}>{formatDateTime(new Date(ticket.updated_at))}</Fact>
          {ticket.parent_id != null && (
            <Fact label={t('tickets.desk.detail.parent')} testId="ticket-detail-parent">
              {parentTicket ? (
                <Link asChild color="brand.fg" fontFamily="mono">
                  <RouterLink to={TICKET_DETAIL_PATH(parentTicket.id)}>
                    #{parentTicket.id} · {TICKET_STATUS_LABELS[parentTicket.status]?.[lang] ?? parentTicket.status}
                  </RouterLink>
                </Link>
              ) : null}
            </Fact>
          )}
        </Grid>
        {ticket.reject_reason && (
          <Alert.Root status="warning" mt="3" size="sm" data-testid="ticket-detail-reject-reason">
            <Alert.Indicator />
            <Alert.Description>
              {t('tickets.desk.detail.rejectReason')}：{ticket.reject_reason}
            </Alert.Description>
          </Alert.Root>
        )}
      </Box>

      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
        <TicketActionBar ticket={ticket} schema={schema.data} />
      </Box>

      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(320px, 2fr)' }} gap="3" alignItems="start">
        <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" minW="0" data-testid="ticket-detail-main">
          <Heading size="sm" mb="2">
            {t('tickets.desk.detail.form')}
          </Heading>
          {schemaError ? (
            <Alert.Root status="error" size="sm" data-testid="ticket-schema-error">
              <Alert.Indicator />
              <Alert.Description>{schemaError}</Alert.Description>
            </Alert.Root>
          ) : schema.data ? (
            <TicketFormPanel ticket={ticket} schema={schema.data} />
          ) : (
            <Spinner size="sm" />
          )}
        </Box>
        <Stack gap="3" minW="0" data-testid="ticket-detail-side">
          <TicketComments ticketId={ticket.id} />
          <TicketTimeline ticketId={ticket.id} />
        </Stack>
      </Grid>
    </Stack>
  );
}
