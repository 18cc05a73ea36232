/**
 * /saas/system/role/index: the company's roles in the data table (searched by name), with links to detail and edit,
 * and delete (the server refuses a role accounts still use, and says how many).
 */
import { Box, Button, Heading, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { RoleSummary } from '@/domain/admin/api';
import { ROLE_LIST_URL, useDeleteRole } from '../api/roles';
import { formatTime } from '../utils/format';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { useRowDelete } from '../hooks/use-row-delete';
import { FilterBar, FilterField } from '@/components/ui/filter-bar';

export function RoleListScreen() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const { deleting, setDeleting, confirmDelete, busy } = useRowDelete<RoleSummary>(useDeleteRole());

  const columns = useMemo<DataTableColumn<RoleSummary>[]>(() => {
    const c = (k: string) => t(`admin.role.columns.${k}`);
    return [
      {
        key: 'name',
        title: c('name'),
        width: 160,
        value: (r) => r.name,
        render: (r) => (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/saas/system/role/show/$id" params={{ id: String(r.id) } as never} data-testid={`role-row-${r.name}`}>
              {r.name}
            </RouterLink>
          </Link>
        ),
      },
      { key: 'memo', title: c('memo'), width: 240, value: (r) => r.memo || '—' },
      { key: 'menus', title: c('menus'), width: 90, value: (r) => String(r.menu_count) },
      { key: 'users', title: c('users'), width: 90, value: (r) => String(r.user_count) },
      { key: 'created_at', title: c('createdAt'), width: 150, value: (r) => formatTime(r.created_at) },
      {
        key: 'actions',
        title: c('actions'),
        width: 150,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            <Button asChild size="2xs" variant="ghost" colorPalette="brand">
              <RouterLink to="/saas/system/role/update/$id" params={{ id: String(r.id) } as never} data-testid={`role-edit-${r.name}`}>
                {t('admin.edit')}
              </RouterLink>
            </Button>
            <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(r)} data-testid={`role-delete-${r.name}`}>
              {t('admin.delete')}
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, setDeleting]);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="role-list-screen" minW="0">
      <Heading size="md">{t('admin.role.title')}</Heading>
      <FilterBar
        onSearch={() => setApplied(name.trim())}
        searchLabel={t('admin.search')}
        onReset={() => {
          setName('');
          setApplied('');
        }}
        resetLabel={t('admin.reset')}
      >
        <FilterField label={t('admin.role.name')} maxW="240px">
          <Input size="sm" value={name} onChange={(e) => setName(e.target.value)} data-testid="role-search-name" />
        </FilterField>
      </FilterBar>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<RoleSummary>
          pageKey="/saas/system/role/index"
          columns={columns}
          url={ROLE_LIST_URL}
          params={{ name: applied || undefined }}
          getRowId={(r) => String(r.id)}
          toolbar={
            <Button asChild size="xs" colorPalette="brand" data-testid="role-add">
              <RouterLink to="/saas/system/role/add">
                <LuPlus /> {t('admin.role.add')}
              </RouterLink>
            </Button>
          }
        />
      </Box>
      <ConfirmDeleteDialog
        open={!!deleting}
        title={t('admin.role.deleteTitle')}
        body={t('admin.role.deleteBody', { name: deleting?.name ?? '' })}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
