/**
 * Company info's 企业账号: every account of the company, main first (GET /user/users/getUserList, through the shared
 * data table) — who holds an account, its role, whether it is enabled and when it last signed in. Managing the
 * sub-accounts stays on the sub-account screens.
 */
import { Badge, Box, Heading, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import type { AccountItem } from '@/domain/account/api';
import { formatTime } from '../utils/format';
import { AccountStatusBadge } from './status-badge';

export const COMPANY_ACCOUNTS_URL = '/user/users/getUserList';

export function CompanyAccounts() {
  const { t } = useTranslation();
  const [view, setView] = useState<TableView>({ page: 1, per_page: 10 });
  const columns = useMemo<DataTableColumn<AccountItem>[]>(() => {
    const c = (k: string) => t(`organization.sub.columns.${k}`);
    return [
      { key: 'username', title: c('username'), width: 140, value: (r) => r.username },
      { key: 'nickname', title: c('nickname'), width: 120, value: (r) => r.nickname },
      {
        key: 'kind',
        title: t('organization.company.accountKind'),
        width: 90,
        value: (r) => t(r.is_main ? 'organization.company.mainAccount' : 'organization.company.subAccount'),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.is_main ? 'green' : 'gray'}>
            {t(r.is_main ? 'organization.company.mainAccount' : 'organization.company.subAccount')}
          </Badge>
        ),
      },
      { key: 'role', title: c('role'), width: 110, value: (r) => r.role_name || '—' },
      { key: 'status', title: c('status'), width: 80, value: (r) => t(r.status === 1 ? 'organization.status.enabled' : 'organization.status.disabled'), render: (r) => <AccountStatusBadge status={r.status} /> },
      { key: 'last_login_at', title: c('lastLogin'), width: 150, value: (r) => formatTime(r.last_login_at) },
    ];
  }, [t]);
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="4" minW="0" data-testid="company-accounts">
      <Stack gap="2">
        <Heading size="sm">{t('organization.company.accounts')}</Heading>
        <DataTable<AccountItem>
          pageKey="/saas/basic/company/index#accounts"
          columns={columns}
          url={COMPANY_ACCOUNTS_URL}
          getRowId={(r) => String(r.id)}
          view={view}
          onViewChange={(patch) => setView((v) => ({ ...v, ...patch }))}
          pagerVariant="small"
        />
      </Stack>
    </Box>
  );
}
