/**
 * /saas/user/role/index (数据权限角色): the company's data-permission roles in the data table, searched by name; add
 * and edit in a dialog, delete after a confirmation (its accounts then see every row again).
 */
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { DataRoleSummary } from '@/domain/admin/data-scope';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { formatTime } from '../utils/format';
import { DATA_ROLE_LIST_URL, useDataRole, useDeleteDataRole } from './api';
import { DataRoleDialog } from './data-role-dialog';
import { useRowDelete } from '../hooks/use-row-delete';
import { FilterBar, FilterField } from '@/components/ui/filter-bar';

/** the dialog of the role being edited, once its detail (holders included) is loaded */
function EditDataRole({ id, onClose }: { id: number; onClose(): void }) {
  const role = useDataRole(id);
  return role.data ? <DataRoleDialog role={role.data} onClose={onClose} /> : null;
}

export function DataRoleListScreen() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { deleting, setDeleting, confirmDelete, busy } = useRowDelete<DataRoleSummary>(useDeleteDataRole());

  const columns = useMemo<DataTableColumn<DataRoleSummary>[]>(() => {
    const scopeText = (r: DataRoleSummary) =>
      r.scope === 'chosen'
        ? `${t('dataRole.scopes.chosen')}：${t('dataRole.chosenSummary', { consignors: r.consignor_ids.length, warehouses: r.warehouse_ids.length, stations: r.station_ids.length })}`
        : t(`dataRole.scopes.${r.scope}`);
    return [
      { key: 'name', title: t('dataRole.name'), width: 160, value: (r) => r.name },
      { key: 'scope', title: t('dataRole.scope'), width: 320, value: scopeText },
      { key: 'users', title: t('dataRole.userCount'), width: 90, value: (r) => String(r.user_count) },
      { key: 'created_at', title: t('dataRole.createdAt'), width: 150, value: (r) => formatTime(r.created_at) },
      {
        key: 'actions',
        title: t('dataRole.actions'),
        width: 150,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            <Button size="2xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r.id)} data-testid={`data-role-edit-${r.name}`}>
              {t('admin.edit')}
            </Button>
            <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(r)} data-testid={`data-role-delete-${r.name}`}>
              {t('admin.delete')}
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, setDeleting]);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="data-role-list-screen" minW="0">
      <Heading size="md">{t('dataRole.title')}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('dataRole.hint')}
      </Text>
      <FilterBar
        onSearch={() => setApplied(name.trim())}
        searchLabel={t('admin.search')}
      >
        <FilterField label={t('dataRole.name')} maxW="240px">
          <Input size="sm" value={name} onChange={(e) => setName(e.target.value)} data-testid="data-role-search-name" />
        </FilterField>
      </FilterBar>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<DataRoleSummary>
          pageKey="/saas/user/role/index"
          columns={columns}
          url={DATA_ROLE_LIST_URL}
          params={{ name: applied || undefined }}
          getRowId={(r) => String(r.id)}
          toolbar={
            <Button size="xs" colorPalette="brand" onClick={() => setEditing('new')} data-testid="data-role-add">
              <LuPlus /> {t('dataRole.add')}
            </Button>
          }
        />
      </Box>
      {editing === 'new' && <DataRoleDialog role={null} onClose={() => setEditing(null)} />}
      {typeof editing === 'number' && <EditDataRole id={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        open={!!deleting}
        title={t('dataRole.deleteTitle')}
        body={t('dataRole.deleteBody', { name: deleting?.name ?? '' })}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
