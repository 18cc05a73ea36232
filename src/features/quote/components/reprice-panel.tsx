/**
 * 重新计价: choose orders (numbers, or a consignor and creation dates), preview the change — how many orders, how many
 * change, the receivable and payable delta, the first page of changed orders (before → after) — then apply that
 * preview (orders changed since are priced again at apply; one Idempotency-Key per preview).
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { RepricePreviewDto } from '@/domain/quote/api';
import { formatYuan } from '@/domain/money';
import { toast } from '@/lib/toaster';
import { newIdempotencyKey } from '../api/keys';
import { useRepriceApply, useRepricePreview, type RepriceFilter } from '../api/overview';
import { errorText, ProblemAlert, TextField } from './form-bits';
import { PartyPicker } from './party-picker';

type Row = RepricePreviewDto['rows'][number];
const signed = (c: number) => `${c > 0 ? '+' : ''}${formatYuan(c)}`;

export function RepricePanel() {
  const { t } = useTranslation();
  const preview = useRepricePreview();
  const apply = useRepriceApply();
  const [orderNos, setOrderNos] = useState('');
  const [consignor, setConsignor] = useState('');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [shown, setShown] = useState<{ answer: RepricePreviewDto; key: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const filter = (): RepriceFilter => {
    const nos = orderNos
      .split(/[\s,，]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    return { ...(nos.length ? { order_nos: nos } : {}), ...(consignor ? { consignor_id: Number(consignor) } : {}), ...(dateFrom ? { date_from: dateFrom } : {}), ...(dateTo ? { date_to: dateTo } : {}) };
  };
  const runPreview = async () => {
    setProblem(null);
    try {
      setShown({ answer: await preview.mutateAsync(filter()), key: newIdempotencyKey() });
    } catch (e) {
      setShown(null);
      setProblem(errorText(e));
    }
  };
  const runApply = async () => {
    if (!shown) return;
    setProblem(null);
    try {
      const done = await apply.mutateAsync({ previewId: shown.answer.preview_id, key: shown.key });
      toast.success(t('quote.reprice.applied', { count: done.orders }));
      setShown(null);
    } catch (e) {
      setProblem(errorText(e));
    }
  };
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { key: 'order', title: t('quote.reprice.cols.order'), width: 160, value: (r) => r.order_no },
      { key: 'old_income', title: t('quote.reprice.cols.oldIncome'), width: 110, value: (r) => formatYuan(r.old_income), align: 'end' },
      { key: 'new_income', title: t('quote.reprice.cols.newIncome'), width: 110, value: (r) => formatYuan(r.new_income), align: 'end' },
      { key: 'old_outlay', title: t('quote.reprice.cols.oldOutlay'), width: 110, value: (r) => formatYuan(r.old_outlay), align: 'end' },
      { key: 'new_outlay', title: t('quote.reprice.cols.newOutlay'), width: 110, value: (r) => formatYuan(r.new_outlay), align: 'end' },
    ],
    [t],
  );
  const clear = <T,>(set: (v: T) => void) => (v: T) => (set(v), setShown(null));

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" minW="0" data-testid="qt-reprice">
      <Stack gap="3">
        <Text fontWeight="semibold">{t('quote.reprice.title')}</Text>
        <Text fontSize="sm" color="fg.muted" data-testid="qt-reprice-hint">
          {t('quote.reprice.hint')}
        </Text>
        <HStack gap="2" align="end" flexWrap="wrap">
          <TextField w={{ base: 'full', sm: '240px' }} label={t('quote.reprice.orderNos')} value={orderNos} onChange={clear(setOrderNos)} multiline testId="qt-reprice-orders" />
          <Box w={{ base: 'full', sm: 'auto' }}>
            <PartyPicker partyType="CONSIGNOR" label={t('quote.reprice.consignor')} value={consignor} onChange={clear(setConsignor)} testId="qt-reprice-consignor" />
          </Box>
          <TextField w={{ base: 'full', sm: '160px' }} label={t('quote.reprice.dateFrom')} type="date" value={dateFrom} onChange={clear(setDateFrom)} />
          <TextField w={{ base: 'full', sm: '160px' }} label={t('quote.reprice.dateTo')} type="date" value={dateTo} onChange={clear(setDateTo)} />
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={preview.isPending} onClick={() => void runPreview()} data-testid="qt-reprice-preview">
            {t('quote.reprice.preview')}
          </Button>
          <Button size="sm" colorPalette="brand" disabled={!shown || shown.answer.changed === 0} loading={apply.isPending} onClick={() => void runApply()} data-testid="qt-reprice-apply">
            {t('quote.reprice.apply')}
          </Button>
        </HStack>
        <ProblemAlert problem={problem} testId="qt-reprice-error" />
        {shown && (
          <Stack gap="1" data-testid="qt-reprice-result">
            <Text fontSize="sm" data-testid="qt-reprice-summary">
              {t('quote.reprice.summary', { orders: shown.answer.orders, changed: shown.answer.changed, income: signed(shown.answer.delta.INCOME), outlay: signed(shown.answer.delta.OUTLAY) })}
            </Text>
            <DataTable<Row> pageKey="/saas/quote/overall/reprice" rows={shown.answer.rows} columns={columns} getRowId={(r) => String(r.order_id)} emptyText={t('quote.generate.noChanges')} height="240px" />
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
