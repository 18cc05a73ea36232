/**
 * /saas/account/sub/index: (and /saas/system/account/index, the same screen) the company's sub-accounts in the data table, searched by name, mobile and status
 * (held in the URL), with detail links and enable / disable (disabling ends the account's sessions at once); the
 * edition's quota beside 新增, which is disabled once the company holds its limit.
 */
import { Box, Button, Heading, HStack, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useSearchPatch } from '@/lib/use-search-patch';
import { useSubLimit } from '../api/check-sub-limit';
import { useSetSubAccountStatus } from '../api/set-sub-account-status';
import { SUB_ACCOUNT_LIST_URL } from '../api/sub-account-list';
import type { SubAccountRow } from '../api/sub-account-types';
import { useAccountPaths } from '../utils/account-paths';
import { formatTime } from '../utils/format';
import type { SubAccountSearch } from '../utils/list-search';
import { ConfirmDialog } from './confirm-dialog';
import { MainOnlyNotice } from './main-only-notice';
import { AccountStatusBadge } from './status-badge';
import { FilterBar, FilterField } from '@/components/ui/filter-bar';

export const SUB_INDEX_PATH = '/saas/account/sub/index';

export function SubAccountListScreen() {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  const search = useSearch({ strict: false }) as SubAccountSearch;
  const paths = useAccountPaths();
  const [name, setName] = useState(search.name ?? '');
  const [phone, setPhone] = useState(search.phone ?? '');
  const [status, setStatus] = useState(search.status ?? '');
  const [toggling, setToggling] = useState<SubAccountRow | null>(null);
  const setStatusMutation = useSetSubAccountStatus();
  // the edition's sub-account quota (GET /user/users/checkSubLimit): 新增 is disabled at the limit
  const subLimit = useSubLimit(!payload || payload.is_main);

  const go = useSearchPatch<SubAccountSearch>(paths.index);

  const columns = useMemo<DataTableColumn<SubAccountRow>[]>(() => {
    const c = (k: string) => t(`organization.sub.columns.${k}`);
    return [
      {
        key: 'username',
        title: c('username'),
        width: 150,
        value: (r) => r.username,
        render: (r) => (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={paths.show as never} params={{ id: String(r.id) } as never} data-testid={`sub-row-${r.username}`}>
              {r.username}
            </RouterLink>
          </Link>
        ),
      },
      { key: 'nickname', title: c('nickname'), width: 130, value: (r) => r.nickname },
      { key: 'phone', title: c('phone'), width: 130, value: (r) => r.phone },
      { key: 'role', title: c('role'), width: 120, value: (r) => r.role_name || '—' },
      { key: 'groups', title: c('groups'), width: 200, value: (r) => r.groups.map((g) => g.name).join('、') || '—' },
      { key: 'status', title: c('status'), width: 90, value: (r) => t(r.status === 1 ? 'organization.status.enabled' : 'organization.status.disabled'), render: (r) => <AccountStatusBadge status={r.status} /> },
      { key: 'last_login_at', title: c('lastLogin'), width: 150, value: (r) => formatTime(r.last_login_at) },
      { key: 'created_at', title: c('createdAt'), width: 150, value: (r) => formatTime(r.created_at) },
      {
        key: 'actions',
        title: c('actions'),
        width: 150,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            <Button asChild size="2xs" variant="ghost" colorPalette="brand">
              <RouterLink to={paths.show as never} params={{ id: String(r.id) } as never}>
                {t('organization.sub.view')}
              </RouterLink>
            </Button>
            <Button size="2xs" variant="ghost" colorPalette={r.status === 1 ? 'red' : 'green'} onClick={() => setToggling(r)} data-testid={`sub-toggle-${r.username}`}>
              {t(r.status === 1 ? 'organization.sub.disable' : 'organization.sub.enable')}
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, paths.show]);

  const params = useMemo(() => ({ name: search.name, phone: search.phone, status: search.status }), [search.name, search.phone, search.status]);
  const view: TableView = { page: search.page, per_page: search.per_page };

  if (payload && !payload.is_main) {
    return (
      <Stack gap="3" p={{ base: '3', md: '4' }}>
        <Heading size="md">{t('organization.sub.title')}</Heading>
        <MainOnlyNotice />
      </Stack>
    );
  }

  const confirmToggle = async () => {
    if (!toggling) return;
    const next = toggling.status === 1 ? 0 : 1;
    await setStatusMutation.mutateAsync({ id: toggling.id, status: next });
    toast.success(t(next === 0 ? 'organization.sub.disabled' : 'organization.sub.enabled', { name: toggling.username }));
    setToggling(null);
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="sub-list-screen" minW="0">
      <Heading size="md">{t('organization.sub.title')}</Heading>
      <FilterBar
        onSearch={() => go({ name: name.trim() || undefined, phone: phone.trim() || undefined, status: (status || undefined) as SubAccountSearch['status'], page: undefined })}
        searchLabel={t('organization.search')}
        searchTestId="sub-search"
        onReset={() => {
          setName('');
          setPhone('');
          setStatus('');
          go({ name: undefined, phone: undefined, status: undefined, page: undefined });
        }}
        resetLabel={t('organization.reset')}
      >
        <FilterField label={t('organization.sub.searchName')} maxW="220px">
          <Input size="sm" value={name} onChange={(e) => setName(e.target.value)} placeholder={t('organization.sub.searchNamePlaceholder')} data-testid="sub-search-name" />
        </FilterField>
        <FilterField label={t('organization.sub.fields.phone')} maxW="180px">
          <Input size="sm" value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="numeric" placeholder={t('organization.sub.phonePlaceholder')} data-testid="sub-search-phone" />
        </FilterField>
        <FilterField label={t('organization.sub.columns.status')} maxW="140px">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as typeof status)} data-testid="sub-search-status">
              <option value="">{t('organization.status.all')}</option>
              <option value="1">{t('organization.status.enabled')}</option>
              <option value="0">{t('organization.status.disabled')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
      </FilterBar>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<SubAccountRow>
          pageKey={SUB_INDEX_PATH}
          columns={columns}
          url={SUB_ACCOUNT_LIST_URL}
          params={params}
          getRowId={(r) => String(r.id)}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : patch.page, per_page: patch.per_page ?? search.per_page })}
          toolbar={
            <HStack gap="2">
              {subLimit.data && (
                <Text fontSize="xs" color={subLimit.data.can_add ? 'fg.muted' : 'red.fg'} data-testid="sub-quota">
                  {t(subLimit.data.can_add ? 'organization.sub.quota' : 'organization.sub.limitReached', { used: subLimit.data.used, limit: subLimit.data.limit })}
                </Text>
              )}
              {subLimit.data && !subLimit.data.can_add ? (
                <Button size="xs" colorPalette="brand" disabled data-testid="sub-add">
                  <LuPlus /> {t('organization.sub.add')}
                </Button>
              ) : (
                <Button asChild size="xs" colorPalette="brand" data-testid="sub-add">
                  <RouterLink to={paths.add as never}>
                    <LuPlus /> {t('organization.sub.add')}
                  </RouterLink>
                </Button>
              )}
            </HStack>
          }
        />
      </Box>
      <ConfirmDialog
        open={!!toggling}
        testId="sub-toggle"
        title={t(toggling?.status === 1 ? 'organization.sub.disableTitle' : 'organization.sub.enableTitle')}
        body={<Text fontSize="sm">{t(toggling?.status === 1 ? 'organization.sub.disableBody' : 'organization.sub.enableBody', { name: toggling?.username ?? '' })}</Text>}
        confirmLabel={t(toggling?.status === 1 ? 'organization.sub.disable' : 'organization.sub.enable')}
        danger={toggling?.status === 1}
        busy={setStatusMutation.isPending}
        onConfirm={() => void confirmToggle().catch(() => undefined)}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}
