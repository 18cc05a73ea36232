/**
 * The list screen of the kit: title, filter bar (values in the URL), the shared data table over list.url with an
 * actions column (detail, edit, enable/disable, delete), the Add/Edit form and the detail in the drawer, and
 * confirmations before a toggle or a delete. Every write refreshes the list.
 */
import { Badge, Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { RowData } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { toast } from '@/lib/toaster';
import { useSearchPatch } from '@/lib/use-search-patch';
import { DataTable } from '../data-table/data-table';
import type { DataTableColumn } from '../data-table/types';
import { Drawer } from '../drawer/drawer';
import { ConfirmDialog } from './confirm-dialog';
import { EntityDetail } from './entity-detail';
import { EntityForm } from './entity-form';
import { FieldInput } from './field-input';
import { kitLang, messageText, serverError } from './messages';
import { filtersOf, type EntitySearch } from './search';
import type { EntityScreenConfig, EntityValues } from './types';
import { FilterBar, FilterField } from '../filter-bar';

export interface EntityListScreenProps<Row extends RowData, Values extends EntityValues> {
  config: EntityScreenConfig<Row, Values>;
}

type Panel<Row> = { kind: 'add' } | { kind: 'edit'; row: Row } | { kind: 'detail'; row: Row } | null;
type Pending<Row> = { kind: 'toggle'; row: Row; on: boolean } | { kind: 'remove'; row: Row } | null;

export function EntityListScreen<Row extends RowData, Values extends EntityValues = EntityValues>({ config }: EntityListScreenProps<Row, Values>) {
  const { t, i18n } = useTranslation();
  const { testId, list, form, toggle, remove, detail } = config;
  const search = useSearch({ strict: false }) as EntitySearch;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filterFields = useMemo(() => list.filters ?? [], [list.filters]);
  const filterKeys = filterFields.map((f) => f.key);
  const applied = filtersOf(search, filterKeys);
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState<EntityValues>(applied);
  const [panel, setPanel] = useState<Panel<Row>>(null);
  const [pending, setPending] = useState<Pending<Row>>(null);
  const [busy, setBusy] = useState(false);

  const go = useSearchPatch<Record<string, unknown>>(config.path);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['data-table', list.url] }),
      ...(list.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  };

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const params = useMemo(() => (list.params ? list.params(applied) : applied), [appliedKey, list]);
  const id = (row: Row) => String(config.rowId(row));

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const cols = list.columns(t);
    if (toggle) {
      const on = t(toggle.onKey ?? 'entityScreen.enabled');
      const off = t(toggle.offKey ?? 'entityScreen.disabled');
      cols.push({
        key: '__status',
        title: t('entityScreen.status'),
        width: 90,
        value: (r) => (toggle.isOn(r) ? on : off),
        render: (r) => <Badge colorPalette={toggle.isOn(r) ? 'green' : 'gray'}>{toggle.isOn(r) ? on : off}</Badge>,
      });
    }
    // first: the data table has no sticky columns, and a wide list must not push the buttons off screen
    if (form || toggle || remove || detail) {
      cols.unshift({
        key: '__actions',
        title: t('entityScreen.actions'),
        width: 16 + 52 * [detail, form, toggle, remove].filter(Boolean).length,
        value: () => '',
        render: (r) => (
          <HStack gap="1" h="full" align="center" data-testid={`${testId}-row-${id(r)}`}>
            {detail && (
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="brand"
                data-testid={`${testId}-detail-${id(r)}`}
                onClick={() => (detail.path ? void navigate({ to: detail.path(id(r)) } as never) : setPanel({ kind: 'detail', row: r }))}
              >
                {t('entityScreen.detail')}
              </Button>
            )}
            {form && (form.can?.(r) ?? true) && (
              <Button size="2xs" variant="ghost" colorPalette="brand" data-testid={`${testId}-edit-${id(r)}`} onClick={() => setPanel({ kind: 'edit', row: r })}>
                {t('entityScreen.edit')}
              </Button>
            )}
            {toggle && (toggle.can?.(r) ?? true) && (
              <Button
                size="2xs"
                variant="ghost"
                colorPalette={toggle.isOn(r) ? 'orange' : 'green'}
                data-testid={`${testId}-toggle-${id(r)}`}
                onClick={() => setPending({ kind: 'toggle', row: r, on: !toggle.isOn(r) })}
              >
                {t(toggle.isOn(r) ? 'entityScreen.disable' : 'entityScreen.enable')}
              </Button>
            )}
            {remove && (remove.can?.(r) ?? true) && (
              <Button size="2xs" variant="ghost" colorPalette="red" data-testid={`${testId}-remove-${id(r)}`} onClick={() => setPending({ kind: 'remove', row: r })}>
                {t('entityScreen.remove')}
              </Button>
            )}
          </HStack>
        ),
      });
    }
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, list, toggle, remove, detail, form, testId]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'toggle') await toggle!.set(id(pending.row), pending.on);
      else await remove!.remove(id(pending.row));
      toast.success(t('entityScreen.done'));
      setPending(null);
      await refresh();
    } catch (error) {
      toast.error(messageText(t, kitLang(i18n.language), serverError(error).message) || t('entityScreen.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const editing = panel?.kind === 'edit' ? panel.row : null;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={testId} minW="0">
      <Heading size="md">{t(config.titleKey)}</Heading>
      {filterFields.length > 0 && (
        <FilterBar
          onSearch={() => go({ ...Object.fromEntries(filterKeys.map((k) => [k, draft[k] === undefined ? undefined : String(draft[k]).trim() || undefined])), page: undefined })}
          searchLabel={t('entityScreen.search')}
          searchTestId={`${testId}-search`}
          onReset={() => {
            setDraft({});
            go({ ...Object.fromEntries(filterKeys.map((k) => [k, undefined])), page: undefined });
          }}
          resetLabel={t('entityScreen.reset')}
          resetTestId={`${testId}-reset`}
        >
          {filterFields.map((f) => (
            <FilterField key={f.key} label={t(f.labelKey)} maxW="220px">
              <FieldInput
                field={f}
                filter
                value={draft[f.key] ?? ''}
                values={draft}
                onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))}
                error={null}
                testId={`${testId}-filter-${f.key}`}
              />
            </FilterField>
          ))}
        </FilterBar>
      )}
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<Row>
          pageKey={config.path}
          columns={columns}
          url={list.url}
          params={params}
          getRowId={id}
          view={{ page: search.page, per_page: search.per_page }}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : patch.page, per_page: patch.per_page ?? search.per_page })}
          toolbar={
            <HStack gap="2">
              {form && (
                <Button size="xs" colorPalette="brand" onClick={() => setPanel({ kind: 'add' })} data-testid={`${testId}-add`}>
                  <LuPlus /> {t(form.addTitleKey ?? 'entityScreen.add')}
                </Button>
              )}
              {config.toolbar}
            </HStack>
          }
        />
      </Box>
      {form && (
        <Drawer
          open={panel?.kind === 'add' || panel?.kind === 'edit'}
          onClose={() => setPanel(null)}
          title={t(editing ? (form.editTitleKey ?? 'entityScreen.edit') : (form.addTitleKey ?? 'entityScreen.add'))}
          width={form.width}
          data-testid={`${testId}-drawer`}
        >
          {(panel?.kind === 'add' || panel?.kind === 'edit') && (
            <EntityForm
              key={editing ? id(editing) : 'new'}
              fields={form.fields}
              schema={form.schema}
              initial={form.initial(editing)}
              editing={!!editing}
              testId={`${testId}-form`}
              onSubmit={(values) => (editing ? form.update(id(editing), values as Values) : form.create(values as Values))}
              onCancel={() => setPanel(null)}
              onSaved={() => {
                toast.success(t('entityScreen.saved'));
                setPanel(null);
                void refresh();
              }}
            />
          )}
        </Drawer>
      )}
      {detail && !detail.path && (
        <Drawer open={panel?.kind === 'detail'} onClose={() => setPanel(null)} title={t('entityScreen.detail')} data-testid={`${testId}-detail-drawer`}>
          {panel?.kind === 'detail' && <EntityDetail row={panel.row} items={detail.items} testId={`${testId}-detail`} />}
        </Drawer>
      )}
      <ConfirmDialog
        open={!!pending}
        busy={busy}
        danger={pending?.kind === 'remove' || (pending?.kind === 'toggle' && !pending.on)}
        title={t(pending?.kind === 'remove' ? 'entityScreen.removeTitle' : pending?.on ? 'entityScreen.enableTitle' : 'entityScreen.disableTitle')}
        message={t(pending?.kind === 'remove' ? 'entityScreen.removeConfirm' : pending?.on ? 'entityScreen.enableConfirm' : 'entityScreen.disableConfirm')}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        testId={`${testId}-confirm`}
      />
    </Stack>
  );
}
