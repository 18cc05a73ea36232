/** The push-back log of one platform: outbox rows with their state, attempts and last error, and retry-now. */
import { Badge, Box, Button, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { OutboxRow } from '@/domain/integrations/api';
import { OUTBOX_STATES } from '@/domain/integrations/outbox';
import type { PlatformKey } from '@/domain/integrations/platforms';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import { formatDateTime } from '@/domain/relative-time';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { outboxUrl, useRetryOutbox } from '../api/outbox';

const STATE_COLORS = { pending: 'orange', delivered: 'green', dead: 'red' } as const;
const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');

export function OutboxLog({ platform }: { platform: PlatformKey }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const [state, setState] = useState('');
  const retry = useRetryOutbox(platform);

  const columns = useMemo<DataTableColumn<OutboxRow>[]>(() => {
    const c = (k: string) => t(`integrations.columns.${k}`);
    return [
      { key: 'id', title: c('id'), width: 70, value: (r) => r.id },
      { key: 'order_no', title: c('orderNo'), width: 150, value: (r) => r.order_no },
      { key: 'external_order_id', title: c('external'), width: 150, value: (r) => r.external_order_id },
      { key: 'status', title: c('status'), width: 100, value: (r) => ORDER_STATUS_LABELS[r.status as OrderStatus]?.[lang] ?? r.status },
      {
        key: 'state',
        title: c('state'),
        width: 90,
        value: (r) => t(`integrations.states.${r.state}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={STATE_COLORS[r.state]} data-testid={`outbox-state-${r.id}`}>
            {t(`integrations.states.${r.state}`)}
          </Badge>
        ),
      },
      { key: 'attempts', title: c('attempts'), width: 80, value: (r) => r.attempts, align: 'end' },
      { key: 'last_error', title: c('lastError'), width: 220, value: (r) => r.last_error },
      { key: 'next_attempt_at', title: c('nextAttempt'), width: 140, value: (r) => (r.state === 'pending' ? when(r.next_attempt_at) : '') },
      { key: 'delivered_at', title: c('deliveredAt'), width: 140, value: (r) => when(r.delivered_at) },
      { key: 'created_at', title: c('createdAt'), width: 140, value: (r) => when(r.created_at) },
      {
        key: 'actions',
        title: c('actions'),
        width: 90,
        value: () => '',
        render: (r) =>
          r.state === 'delivered' ? null : (
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="brand"
              loading={retry.isPending && retry.variables === r.id}
              onClick={() =>
                retry.mutate(r.id, {
                  onSuccess: () => toast.success(t('integrations.retried')),
                  onError: (e) => toast.error(e instanceof ApiError ? e.msg : t('integrations.failed')),
                })
              }
              data-testid={`outbox-retry-${r.id}`}
            >
              {t('integrations.retry')}
            </Button>
          ),
      },
    ];
  }, [t, lang, retry]);

  const params = useMemo(() => (state ? { state } : {}), [state]);

  return (
    <Stack gap="2" minW="0">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
        <Heading size="sm">{t('integrations.log')}</Heading>
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '160px' }}>
          <NativeSelect.Field
            value={state}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setState(v);
            }}
            aria-label={t('integrations.columns.state')}
            data-testid="outbox-state-filter"
          >
            <option value="">{t('integrations.anyState')}</option>
            {OUTBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`integrations.states.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" data-testid="outbox-log">
        <DataTable<OutboxRow> pageKey={`/saas/api/${platform}/outbox`} columns={columns} url={outboxUrl(platform)} params={params} getRowId={(r) => String(r.id)} height="360px" />
      </Box>
    </Stack>
  );
}
