/** /saas/basic/timeLimit/ticket: handling hours per ticket type. */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { MAX_LIMIT_HOURS, ticketTimeLimitBody } from '@/domain/time-limits';
import { createTicketTimeLimit, removeTicketTimeLimit, TICKET_TIME_LIMIT_URL, updateTicketTimeLimit, type TicketTimeLimit } from '../api/time-limit-ticket';

const config: EntityScreenConfig<TicketTimeLimit> = {
  testId: 'rules-time-ticket',
  titleKey: 'routes.saasBasicTimeLimitTicket',
  path: '/saas/basic/timeLimit/ticket',
  rowId: (r) => r.id,
  list: {
    url: TICKET_TIME_LIMIT_URL,
    columns: (t) => [
      { key: 'ticket_type', title: t('rules.timeLimit.ticketType'), width: 140, value: (r) => r.ticket_type },
      { key: 'ticket_type_name', title: t('rules.timeLimit.ticketTypeName'), width: 140, value: (r) => r.ticket_type_name },
      { key: 'hours', title: t('rules.timeLimit.hours'), width: 120, align: 'end', value: (r) => r.hours },
      { key: 'warning_percent', title: t('rules.timeLimit.warningShort'), width: 90, align: 'end', value: (r) => r.warning_percent ?? '—' },
      { key: 'memo', title: t('rules.common.memo'), width: 160, value: (r) => r.memo },
    ],
    filters: [{ key: 'ticket_type', labelKey: 'rules.timeLimit.ticketType', kind: 'text' }],
  },
  form: {
    addTitleKey: 'rules.timeLimit.addTicket',
    fields: [
      { key: 'ticket_type', labelKey: 'rules.timeLimit.ticketType', kind: 'text', required: true, max: 40, readOnlyOnEdit: true },
      { key: 'ticket_type_name', labelKey: 'rules.timeLimit.ticketTypeName', kind: 'text', max: 40 },
      { key: 'hours', labelKey: 'rules.timeLimit.hours', kind: 'number', required: true, min: 1, max: MAX_LIMIT_HOURS },
      { key: 'warning_percent', labelKey: 'rules.timeLimit.warningPercent', kind: 'number', min: 1, max: 100, helpKey: 'rules.timeLimit.inheritHelp' },
      { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
    ],
    schema: ticketTimeLimitBody,
    initial: (row) => ({
      ticket_type: row?.ticket_type ?? '',
      ticket_type_name: row?.ticket_type_name ?? '',
      hours: row?.hours ?? '',
      warning_percent: row?.warning_percent ?? '',
      memo: row?.memo ?? '',
    }),
    create: createTicketTimeLimit,
    update: updateTicketTimeLimit,
  },
  remove: { remove: removeTicketTimeLimit },
};

export function TimeLimitTicketScreen() {
  return <EntityListScreen config={config} />;
}
