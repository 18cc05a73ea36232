/**
 * 对账流水 (/saas/finance/checkBill/journal/:id): a statement's lines with their answers. The party (merchant on DA,
 * delivery provider on PAI) — or finance on its behalf — confirms a line, disputes it with a comment, or confirms every
 * pending line at once; finance turns a disputed line into a ticket (转工单). Fully confirmed, it is frozen. 打印 prints
 * the statement sheet (statement-print.tsx), not the screen.
 */
import { Alert, Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { CheckBillDetailDto, CheckLineDto } from '@/domain/finance/bills-api';
import { ApiError, apiGet, apiPost } from '@/lib/api-client';
import { useOrderDetailPath } from '@/lib/session/order-detail-path';
import { toast } from '@/lib/toaster';
import { newKey, useLang, withKey, yuan } from '../money';
import { DecisionDialog } from '../recharge/decision-dialog';
import { StatementPrint, PrintButton } from '../statement-print';
import { BILL_PALETTE, CHECK_BILLS_URL, lineOrderColumn, lineStateLabel, statementStateLabel } from '../bills/bill-columns';

type Answer = { line_id: number; state: 'CONFIRMED' | 'DISPUTED'; comment?: string };

export function CheckBillJournalScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const orderDetailPath = useOrderDetailPath();
  const { id } = useParams({ strict: false }) as { id?: string };
  const checkId = Number(id);
  const queryKey = ['finance-check-bill', checkId];
  const detail = useQuery({ queryKey, queryFn: () => apiGet<CheckBillDetailDto>(`${CHECK_BILLS_URL}/${checkId}`, undefined, { silent: true }), enabled: checkId > 0 });
  const [disputing, setDisputing] = useState<CheckLineDto | null>(null);
  const [busy, setBusy] = useState(false);
  const data = detail.data;

  const answer = async (lines: Answer[], key = newKey()) => {
    const next = await apiPost<CheckBillDetailDto>(`${CHECK_BILLS_URL}/${checkId}/answer`, { lines }, withKey(key));
    qc.setQueryData(queryKey, next);
    toast.success(t('financeBills.answered'));
    void qc.invalidateQueries({ queryKey: ['data-table', CHECK_BILLS_URL] });
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };
  const toTicket = (line: CheckLineDto) =>
    run(async () => {
      const { ticket_id } = await apiPost<{ ticket_id: number }>(`${CHECK_BILLS_URL}/${checkId}/lines/${line.line_id}/ticket`, {}, withKey(newKey()));
      toast.success(t('financeBills.ticketMade', { id: ticket_id }));
      await detail.refetch();
    });

  const columns = useMemo<DataTableColumn<CheckLineDto>[]>(
    () => [
      lineOrderColumn(t('financeBills.order'), orderDetailPath, 160),
      { key: 'code', title: t('financeBills.feeItem'), width: 120, value: (r) => r.code_name || r.code },
      { key: 'signed', title: t('financeBills.signed'), width: 110, align: 'end', value: (r) => yuan(r.signed_cents) },
      {
        key: 'state',
        title: t('financeBills.state'),
        width: 90,
        value: (r) => lineStateLabel(r.state, lang),
        render: (r) => (
          <Badge colorPalette={BILL_PALETTE[r.state]} data-testid="fn-check-line-state" data-state={r.state}>
            {lineStateLabel(r.state, lang)}
          </Badge>
        ),
      },
      { key: 'comment', title: t('financeBills.comment'), width: 180, value: (r) => r.comment },
      {
        key: 'ticket',
        title: t('financeBills.ticket'),
        width: 90,
        value: (r) => (r.ticket_id ? `#${r.ticket_id}` : ''),
        render: (r) =>
          r.ticket_id ? (
            <RouterLink to={`/saas/ticket/v2/detail/${r.ticket_id}` as never}>
              <Text as="span" color="brand.fg" data-testid="fn-check-line-ticket">
                #{r.ticket_id}
              </Text>
            </RouterLink>
          ) : null,
      },
      {
        key: 'actions',
        title: t('finance.actions'),
        width: 170,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            {data?.can_answer && r.state !== 'CONFIRMED' && (
              <>
                <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => void run(() => answer([{ line_id: r.line_id, state: 'CONFIRMED' }]))} data-testid="fn-check-line-confirm">
                  {t('financeBills.confirmLine')}
                </Button>
                {r.state === 'PENDING' && (
                  <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => setDisputing(r)} data-testid="fn-check-line-dispute">
                    {t('financeBills.disputeLine')}
                  </Button>
                )}
              </>
            )}
            {data?.can_ticket && r.state === 'DISPUTED' && !r.ticket_id && (
              <Button size="xs" variant="outline" disabled={busy} onClick={() => void toTicket(r)} data-testid="fn-check-line-ticket-make">
                {t('financeBills.toTicket')}
              </Button>
            )}
          </HStack>
        ),
      },
    ],
    // answer / run / toTicket close over the current detail
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang, orderDetailPath, data, busy],
  );

  if (!data) {
    return (
      <Stack p="4">
        <Text color={detail.isError ? 'fg.error' : 'fg.muted'}>{detail.isError ? (detail.error instanceof ApiError ? detail.error.msg : t('finance.loadFailed')) : '…'}</Text>
      </Stack>
    );
  }
  const pending = data.lines.filter((l) => l.state === 'PENDING');
  const title = `${t('routes.saasFinanceCheckBillJournalId')} ${data.check_no}`;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-check-journal" data-state={data.status}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Heading size="md">{title}</Heading>
          <Badge colorPalette={BILL_PALETTE[data.status]} data-testid="fn-check-journal-state">
            {statementStateLabel(data.status, lang)}
          </Badge>
        </HStack>
        <HStack gap="2" className="no-print">
          {data.can_answer && pending.length > 0 && (
            <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void run(() => answer(pending.map((l) => ({ line_id: l.line_id, state: 'CONFIRMED' }))))} data-testid="fn-check-confirm-all">
              {t('financeBills.confirmAll')}
            </Button>
          )}
          <PrintButton />
        </HStack>
      </HStack>
      <Text fontSize="sm" color="fg.muted" data-testid="fn-check-summary">
        {data.party_name} · {data.period} · {t('financeBills.total')} {yuan(data.total_cents)} · {t('financeBills.progress', { confirmed: data.confirmed_count, lines: data.line_count, disputed: data.disputed_count })}
      </Text>
      {data.status === 'CONFIRMED' && (
        <Alert.Root status="success" size="sm" data-testid="fn-check-frozen">
          <Alert.Indicator />
          <Alert.Title>{t('financeBills.frozen')}</Alert.Title>
        </Alert.Root>
      )}
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<CheckLineDto> pageKey="/saas/finance/checkBill/journal" columns={columns} rows={data.lines} getRowId={(r) => String(r.line_id)} exportConfig={{ prefix: title, sheetName: data.check_no }} emptyText={t('finance.empty')} height="420px" />
      </Box>
      <StatementPrint
        kind="statement"
        no={data.check_no}
        party={data.party_name}
        period={data.period}
        lines={data.lines.map((l) => ({
          key: l.line_id,
          order_no: l.order_no,
          item: l.code_name || l.code,
          signed_cents: l.signed_cents,
          state: [lineStateLabel(l.state, lang), l.comment].filter(Boolean).join('：'),
        }))}
        totalCents={data.total_cents}
      />
      {disputing && (
        <DecisionDialog
          testId="fn-check-dispute-dialog"
          title={t('financeBills.disputeTitle')}
          hint={t('financeBills.disputeHint', { item: disputing.code_name || disputing.code, amount: yuan(disputing.signed_cents), order: disputing.order_no })}
          text={{ kind: 'reason', label: t('financeBills.comment') }}
          confirmLabel={t('financeBills.disputeLine')}
          danger
          onConfirm={(comment, key) => answer([{ line_id: disputing.line_id, state: 'DISPUTED', comment }], key)}
          onClose={() => setDisputing(null)}
        />
      )}
    </Stack>
  );
}
