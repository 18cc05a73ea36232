/**
 * /saas/marketing/incentive/index: the servicer's incentive rule per target (drivers, stations) in yuan per item,
 * and each driver's/station's figures over a period (computeIncentives on the server's facts), with Excel export.
 */
import { Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { IncentiveLineItem } from '@/domain/content/api';
import { incentiveTotals, INCENTIVE_TARGETS, type IncentiveTarget } from '@/domain/content/incentive';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { incentiveQuery, incentiveRuleQuery, useSaveIncentiveRule } from '../api/marketing';
import { formatYuan } from '@/domain/money';
import { fenOf, yuan } from '../utils/format';

const RULE_KEYS = ['per_signed', 'per_good_feedback', 'per_complaint', 'per_abnormal'] as const;
const day = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const monthStart = () => `${day(0).slice(0, 8)}01`;

export function IncentiveScreen() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<IncentiveTarget>('driver');
  const [period, setPeriod] = useState({ date_from: monthStart(), date_to: day(0) });
  const [asked, setAsked] = useState(period);
  const rule = useQuery(incentiveRuleQuery(target));
  const [ruleForm, setRuleForm] = useState<Record<(typeof RULE_KEYS)[number], string>>({ per_signed: '0', per_good_feedback: '0', per_complaint: '0', per_abnormal: '0' });
  const saveRule = useSaveIncentiveRule();
  const result = useQuery(incentiveQuery({ target, ...asked }));

  useEffect(() => {
    if (rule.data) setRuleForm(Object.fromEntries(RULE_KEYS.map((k) => [k, yuan(rule.data[k])])) as typeof ruleForm);
  }, [rule.data]);

  const submitRule = () => {
    const fen = Object.fromEntries(RULE_KEYS.map((k) => [k, fenOf(ruleForm[k])]));
    if (Object.values(fen).some((v) => v === null)) return toast.error(t('content.subscription.amountInvalid'));
    saveRule.mutate({ target, ...(fen as Record<(typeof RULE_KEYS)[number], number>) }, { onSuccess: () => toast.success(t('content.saved')), onError: (e) => toast.error(e instanceof ApiError ? e.msg : t('content.failed')) });
  };

  const columns = useMemo<DataTableColumn<IncentiveLineItem>[]>(() => {
    const c = (k: string) => t(`content.incentive.columns.${k}`);
    return [
      { key: 'target_name', title: c('name'), width: 180, value: (r) => r.target_name },
      { key: 'signed', title: c('signed'), width: 80, value: (r) => r.signed, align: 'end' },
      { key: 'good_feedback', title: c('good'), width: 90, value: (r) => r.good_feedback, align: 'end' },
      { key: 'complaints', title: c('complaints'), width: 80, value: (r) => r.complaints, align: 'end' },
      { key: 'abnormal', title: c('abnormal'), width: 80, value: (r) => r.abnormal, align: 'end' },
      { key: 'bonus', title: c('bonus'), width: 100, value: (r) => formatYuan(r.bonus), align: 'end' },
      { key: 'deduction', title: c('deduction'), width: 100, value: (r) => formatYuan(r.deduction), align: 'end' },
      {
        key: 'amount',
        title: c('amount'),
        width: 120,
        value: (r) => formatYuan(r.amount),
        align: 'end',
        render: (r) => (
          <Text as="span" fontWeight="semibold" color={r.amount < 0 ? 'fg.error' : undefined}>
            {formatYuan(r.amount)}
          </Text>
        ),
      },
    ];
  }, [t]);

  const list = result.data?.list ?? [];
  const totals = incentiveTotals(list);
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="incentive-screen" minW="0">
      <Heading size="md">{t('content.incentive.title')}</Heading>
      <HStack gap="1">
        {INCENTIVE_TARGETS.map((k) => (
          <Button key={k} size="sm" variant={target === k ? 'solid' : 'ghost'} onClick={() => setTarget(k)} data-testid={`incentive-target-${k}`}>
            {t(`content.incentive.target.${k}`)}
          </Button>
        ))}
      </HStack>
      <Box bg="bg" borderWidth="1px" borderRadius="md" p="3">
        <Text fontWeight="medium" mb="2">
          {t('content.incentive.rule')}
        </Text>
        <HStack gap="3" align="end" flexWrap="wrap">
          {RULE_KEYS.map((k) => (
            <Field.Root key={k} w="150px">
              <Field.Label>{t(`content.incentive.fields.${k}`)}</Field.Label>
              <Input size="sm" inputMode="decimal" value={ruleForm[k]} onChange={(e) => setRuleForm({ ...ruleForm, [k]: e.currentTarget.value })} data-testid={`incentive-${k}`} />
            </Field.Root>
          ))}
          <Button size="sm" colorPalette="brand" loading={saveRule.isPending} onClick={submitRule} data-testid="incentive-save-rule">
            {t('content.incentive.saveRule')}
          </Button>
        </HStack>
      </Box>
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root w="160px">
          <Field.Label>{t('content.incentive.from')}</Field.Label>
          <Input size="sm" type="date" value={period.date_from} onChange={(e) => setPeriod({ ...period, date_from: e.currentTarget.value })} />
        </Field.Root>
        <Field.Root w="160px">
          <Field.Label>{t('content.incentive.to')}</Field.Label>
          <Input size="sm" type="date" value={period.date_to} onChange={(e) => setPeriod({ ...period, date_to: e.currentTarget.value })} />
        </Field.Root>
        <Button size="sm" onClick={() => setAsked(period)} data-testid="incentive-compute">
          {t('content.incentive.compute')}
        </Button>
        {result.isError && <Text color="fg.error">{result.error instanceof ApiError ? result.error.msg : t('content.failed')}</Text>}
        <Text fontSize="sm" color="fg.muted" data-testid="incentive-total">
          {t('content.incentive.total', { amount: formatYuan(totals.amount), count: list.length })}
        </Text>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<IncentiveLineItem>
          pageKey="/saas/marketing/incentive/index"
          columns={columns}
          rows={list}
          getRowId={(r) => String(r.target_id)}
          emptyText={t('content.incentive.empty')}
          exportConfig={{ prefix: t('content.incentive.title'), sheetName: t(`content.incentive.target.${target}`) }}
          height="50vh"
        />
      </Box>
    </Stack>
  );
}
