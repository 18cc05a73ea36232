/**
 * 补件 / 退货 / 维修 / 退款跟踪: one configured list of the handling sub-records of a kind across records (status,
 * open only, keyword in the URL), each row's actions (handling.ts, as the answer lists them) through their dialog;
 * a row opens its record. 异常费用明细 (FeeListScreen): the fee rows across records by state. Under /da/abnormal/*
 * the merchant reads the same lists of its own orders' records (the server scopes them and lists no actions).
 */
import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchBox } from '@/components/ui/search-box';
import { FEE_ROW_STATES, type FeeRowAnswer, type HandlingRow } from '@/domain/abnormal/api';
import { HANDLING_STATUSES, type AnyHandlingAction } from '@/domain/abnormal/handling';
import { formatDateTime } from '@/domain/relative-time';
import { routeNameForPath } from '@/domain/route-catalog';
import { formatYuan } from '@/domain/money';
import { FEES_URL, HANDLINGS_URL } from '../api/handlings';
import { FEE_LIST_PATH, handlingListFor, recordBaseFor, type HandlingListSearch } from '../utils/handling-lists';
import { cleanSearch, detailPath } from '../utils/record-lists';
import { detailsText } from '../utils/handling-details';
import { handlingActionLabel, handlingStatusLabel, useLang } from '../utils/labels';
import { HandlingActionDialog } from './handling-action-dialog';

function useListNav(path: string) {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as HandlingListSearch;
  const go = useCallback(
    (patch: Partial<HandlingListSearch>) => void navigate({ to: path, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never),
    [navigate, path],
  );
  return { navigate, search, go };
}

export function HandlingListScreen() {
  const { pathname } = useLocation();
  const config = handlingListFor(pathname);
  const base = recordBaseFor(pathname);
  const { t } = useTranslation();
  const lang = useLang();
  const { navigate, search, go } = useListNav(pathname);
  const [acting, setActing] = useState<{ handling: HandlingRow; action: AnyHandlingAction } | null>(null);
  const columns = useMemo<DataTableColumn<HandlingRow>[]>(
    () => [
      {
        key: 'abnormal_no',
        title: t('abnormal.columns.abnormal_no'),
        width: 130,
        value: (h) => h.abnormal_no,
        render: (h) => (
          <Text as="button" fontFamily="mono" color="brand.fg" onClick={() => void navigate({ to: detailPath(base, h.record_id) } as never)} data-testid="ab-handling-no">
            {h.abnormal_no}
          </Text>
        ),
      },
      { key: 'status', title: t('abnormal.columns.status'), width: 90, value: (h) => handlingStatusLabel(h.status, lang), render: (h) => <Badge data-status={h.status}>{handlingStatusLabel(h.status, lang)}</Badge> },
      // the merchant reads only: no actions column
      ...(base !== '/saas/abnormal'
        ? []
        : [
      {
        key: 'actions',
        title: t('abnormal.columns.actions'),
        width: 170,
        value: () => '',
        render: (h) => (
          <HStack gap="1">
            {h.actions.map((a) => (
              <Button key={a} size="xs" variant={a === 'cancel' ? 'outline' : 'solid'} colorPalette={a === 'cancel' ? 'red' : 'brand'} onClick={() => setActing({ handling: h, action: a })} data-testid={`ab-handling-${a}`}>
                {handlingActionLabel(a, lang)}
              </Button>
            ))}
          </HStack>
        ),
      } satisfies DataTableColumn<HandlingRow>,
          ]),
      { key: 'order_no', title: t('abnormal.columns.order_no'), width: 150, value: (h) => h.order_no },
      { key: 'details', title: t('abnormal.handling.details'), width: 240, value: detailsText },
      { key: 'memo', title: t('abnormal.handling.memo'), width: 180, value: (h) => h.memo },
      { key: 'created', title: t('abnormal.columns.registered_at'), width: 150, value: (h) => `${h.created_by_name} ${formatDateTime(new Date(h.created_at))}` },
    ],
    [t, lang, navigate, base],
  );
  if (!config) return null;
  const title = t(`routes.${routeNameForPath(config.path)}`);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const set = (patch: Partial<HandlingListSearch>) => go({ ...patch, page: undefined });
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="ab-handling-list" data-kind={config.kind}>
      <Heading size="md">{title}</Heading>
      <HStack gap="2" flexWrap="wrap">
        <FilterSelect
          value={search.status ?? ''}
          onChange={(status) => set({ status: (status || undefined) as HandlingListSearch['status'] })}
          options={HANDLING_STATUSES[config.kind].map((s) => ({ value: s, label: handlingStatusLabel(s, lang) }))}
          label={t('abnormal.columns.status')}
          allLabel={t('abnormal.list.allStatuses')}
          w={{ base: 'calc(50% - 4px)', sm: '130px' }}
        />
        <Checkbox.Root size="sm" checked={search.open === '1'} onCheckedChange={(d) => set({ open: d.checked === true ? '1' : undefined })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('abnormal.handling.openOnly')}</Checkbox.Label>
        </Checkbox.Root>
        <SearchBox key={search.keyword ?? ''} initial={search.keyword ?? ''} onSearch={(keyword) => set({ keyword: keyword || undefined })} label={t('abnormal.list.keyword')} buttonLabel={t('abnormal.list.search')} maxLength={50} w="200px" />
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<HandlingRow>
          pageKey={`${base}${config.path.slice('/saas/abnormal'.length)}#abnormal-handling`}
          columns={columns}
          url={HANDLINGS_URL}
          params={{ kind: config.kind, status: search.status, open: search.open, keyword: search.keyword }}
          getRowId={(h) => String(h.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('abnormal.list.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
      {acting && <HandlingActionDialog handling={acting.handling} action={acting.action} onClose={() => setActing(null)} />}
    </Stack>
  );
}

export function FeeListScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = recordBaseFor(pathname);
  const { navigate, search, go } = useListNav(pathname);
  const title = t(`routes.${routeNameForPath(FEE_LIST_PATH)}`);
  const columns = useMemo<DataTableColumn<FeeRowAnswer>[]>(
    () => [
      {
        key: 'abnormal_no',
        title: t('abnormal.columns.abnormal_no'),
        width: 130,
        value: (f) => f.abnormal_no,
        render: (f) => (
          <Text as="button" fontFamily="mono" color="brand.fg" onClick={() => void navigate({ to: detailPath(base, f.record_id) } as never)} data-testid="ab-fee-no">
            {f.abnormal_no}
          </Text>
        ),
      },
      { key: 'direction', title: t('abnormal.fees.direction'), width: 70, value: (f) => (f.direction === 'OUTLAY' ? t('abnormal.detail.outlay') : t('abnormal.detail.income')) },
      { key: 'item', title: t('abnormal.fees.item'), width: 110, value: (f) => f.code_name || f.code },
      { key: 'target', title: t('abnormal.fees.target'), width: 150, value: (f) => f.settle_target_name },
      { key: 'amount', title: t('abnormal.fees.amount'), width: 100, align: 'end', value: (f) => formatYuan(f.amount_cents) },
      { key: 'method', title: t('abnormal.fees.method'), width: 100, value: (f) => f.settlement_method_name || f.settlement_method_code },
      { key: 'state', title: t('abnormal.columns.status'), width: 110, value: (f) => t(`abnormal.detail.feeState.${f.state}`) },
      { key: 'ticket', title: t('abnormal.fees.ticket'), width: 80, value: (f) => (f.ticket_id ? `#${f.ticket_id}` : '') },
    ],
    [t, navigate, base],
  );
  const view: TableView = { page: search.page, per_page: search.per_page };
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="ab-fee-list">
      <Heading size="md">{title}</Heading>
      <FilterSelect
        value={search.state ?? ''}
        onChange={(state) => go({ state: (state || undefined) as HandlingListSearch['state'], page: undefined })}
        options={FEE_ROW_STATES.map((s) => ({ value: s, label: t(`abnormal.detail.feeState.${s}`) }))}
        label={t('abnormal.columns.status')}
        allLabel={t('abnormal.list.allStatuses')}
        w={{ base: 'full', sm: '160px' }}
      />
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<FeeRowAnswer>
          pageKey={`${base}${FEE_LIST_PATH.slice('/saas/abnormal'.length)}#abnormal-fees`}
          columns={columns}
          url={FEES_URL}
          params={{ state: search.state }}
          getRowId={(f) => String(f.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('abnormal.list.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
    </Stack>
  );
}
