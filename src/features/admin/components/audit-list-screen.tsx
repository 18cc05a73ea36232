/**
 * /saas/system/audit/index: the company's audit log — who changed what and when, with the entity before and after —
 * searched by who, which change and a date range, newest first, in the shared data table.
 */
import { Box, Code, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { AUDIT_ACTIONS, type AuditListItem } from '@/domain/admin/api';
import { AUDIT_LIST_URL } from '../api/audit';
import { auditChanges, auditEntityName } from '../utils/audit-diff';
import { formatTime } from '../utils/format';
import { FilterBar, FilterField } from '@/components/ui/filter-bar';

interface Filters {
  actor: string;
  action: string;
  from: string;
  to: string;
}
const EMPTY: Filters = { actor: '', action: '', from: '', to: '' };

export function AuditListScreen() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const [form, setForm] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);

  const columns = useMemo<DataTableColumn<AuditListItem>[]>(() => {
    const c = (k: string) => t(`admin.audit.${k}`);
    return [
      { key: 'at', title: c('at'), width: 150, value: (r) => formatTime(r.at) },
      { key: 'actor', title: c('actor'), width: 120, value: (r) => r.actor_name || '—' },
      { key: 'action', title: c('action'), width: 120, value: (r) => t(`admin.audit.actions.${r.action}`, { defaultValue: r.action }) },
      {
        key: 'entity',
        title: c('entity'),
        width: 160,
        value: (r) => `${t(`admin.audit.entities.${r.entity_type}`, { defaultValue: r.entity_type })} ${auditEntityName(r.before, r.after, zh) || `#${r.entity_id}`}`,
      },
      {
        key: 'changes',
        title: c('changes'),
        width: 420,
        value: (r) => auditChanges(r.before, r.after).map((d) => `${d.field}: ${d.before} → ${d.after}`).join('; '),
        render: (r) => (
          <Stack gap="0.5" py="1">
            {auditChanges(r.before, r.after).map((d) => (
              <Text key={d.field} fontSize="xs" lineClamp={2}>
                <Code size="sm">{d.field}</Code> {d.before} → {d.after}
              </Text>
            ))}
          </Stack>
        ),
      },
    ];
  }, [t, zh]);

  const params = useMemo(
    () => ({ actor: applied.actor || undefined, action: applied.action || undefined, from: applied.from || undefined, to: applied.to || undefined }),
    [applied],
  );

  const set = (key: keyof Filters) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    setForm((f) => ({ ...f, [key]: value }));
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="audit-list-screen" minW="0">
      <Heading size="md">{t('admin.audit.title')}</Heading>
      <FilterBar
        onSearch={() => setApplied({ ...form, actor: form.actor.trim() })}
        searchLabel={t('admin.search')}
        searchTestId="audit-search"
        onReset={() => {
          setForm(EMPTY);
          setApplied(EMPTY);
        }}
        resetLabel={t('admin.reset')}
      >
        <FilterField label={t('admin.audit.actor')} maxW="180px">
          <Input size="sm" value={form.actor} onChange={set('actor')} data-testid="audit-actor" />
        </FilterField>
        <FilterField label={t('admin.audit.action')} maxW="180px">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={form.action} onChange={set('action')} data-testid="audit-action">
              <option value="">{t('admin.audit.allActions')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`admin.audit.actions.${a}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
        <FilterField label={t('admin.audit.from')} maxW="160px">
          <Input size="sm" type="date" value={form.from} onChange={set('from')} data-testid="audit-from" />
        </FilterField>
        <FilterField label={t('admin.audit.to')} maxW="160px">
          <Input size="sm" type="date" value={form.to} onChange={set('to')} data-testid="audit-to" />
        </FilterField>
      </FilterBar>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<AuditListItem> pageKey="/saas/system/audit/index" columns={columns} url={AUDIT_LIST_URL} params={params} getRowId={(r) => String(r.id)} />
      </Box>
    </Stack>
  );
}
