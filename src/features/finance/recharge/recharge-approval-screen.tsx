/**
 * 充值审批 (/saas/finance/rechargeApproval/index): merchants' recharge requests, pending first; 通过 posts the hold to the
 * merchant's prepaid balance, 驳回 (with a reason) releases it. Tabs and page in the URL.
 */
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import type { RechargeDto } from '@/domain/finance/accounts-api';
import { apiPost } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useLang, withKey, yuan } from '../money';
import { useFinanceSearch } from '../routes';
import { DecisionDialog } from './decision-dialog';
import { rechargeColumns } from './recharge-columns';

const PATH = '/saas/finance/rechargeApproval/index';
export const RECHARGES_URL = '/finance/recharges';
const rowId = (r: RechargeDto) => String(r.id);

export function RechargeApprovalScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [search, go] = useFinanceSearch(PATH);
  const [deciding, setDeciding] = useState<{ r: RechargeDto; action: 'approve' | 'reject' } | null>(null);
  const title = t('routes.saasFinanceRechargeApprovalIndex');
  const columns = useMemo<DataTableColumn<RechargeDto>[]>(
    () => [
      {
        key: 'actions',
        title: t('finance.actions'),
        width: 130,
        value: () => '',
        render: (r) =>
          r.state === 'PENDING' ? (
            <HStack gap="1">
              <Button size="xs" colorPalette="brand" onClick={() => setDeciding({ r, action: 'approve' })} data-testid="fn-recharge-approve">
                {t('financeMoney.recharge.approve')}
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeciding({ r, action: 'reject' })} data-testid="fn-recharge-reject">
                {t('financeMoney.recharge.reject')}
              </Button>
            </HStack>
          ) : null,
      },
      ...rechargeColumns(t, lang, { merchant: true }),
    ],
    [t, lang],
  );
  const tabs = useMemo<DataTableTab<RechargeDto>[]>(
    () => [
      { key: 'pending', label: t('financeMoney.recharge.tabs.pending'), params: { state: 'PENDING' } },
      { key: 'all', label: t('financeMoney.recharge.tabs.all') },
      { key: 'POSTED', label: t('financeMoney.recharge.tabs.POSTED'), params: { state: 'POSTED' } },
      { key: 'VOIDED', label: t('financeMoney.recharge.tabs.VOIDED'), params: { state: 'VOIDED' } },
    ],
    [t],
  );
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab ?? 'pending' };

  const decide = async (text: string, key: string) => {
    if (!deciding) return;
    const { r, action } = deciding;
    await apiPost(`${RECHARGES_URL}/${r.id}/${action}`, action === 'approve' ? { memo: text } : { reason: text }, withKey(key));
    toast.success(t(action === 'approve' ? 'financeMoney.recharge.approvedToast' : 'financeMoney.recharge.rejectedToast', { no: r.recharge_no }));
    await qc.invalidateQueries();
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-recharge-approval">
      <Heading size="md">{title}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<RechargeDto>
          pageKey={PATH}
          columns={columns}
          tabs={tabs}
          url={RECHARGES_URL}
          getRowId={rowId}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('financeMoney.recharge.empty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'pending' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      {deciding && (
        <DecisionDialog
          testId="fn-recharge-dialog"
          title={t(deciding.action === 'approve' ? 'financeMoney.recharge.approveTitle' : 'financeMoney.recharge.rejectTitle', { no: deciding.r.recharge_no })}
          hint={
            <Text as="span">
              {t(deciding.action === 'approve' ? 'financeMoney.recharge.approveHint' : 'financeMoney.recharge.rejectHint', { amount: yuan(deciding.r.amount_cents), merchant: deciding.r.consignor_name })}
            </Text>
          }
          text={deciding.action === 'approve' ? { kind: 'memo', label: t('finance.memo') } : { kind: 'reason', label: t('financeMoney.recharge.reason') }}
          confirmLabel={t(deciding.action === 'approve' ? 'financeMoney.recharge.approve' : 'financeMoney.recharge.reject')}
          danger={deciding.action === 'reject'}
          onConfirm={decide}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
