/** /saas/marketing/feeConfig/index: the platform's fee items per edition (amounts typed in yuan, kept in fen). */
import { Box, Button, Checkbox, Field, HStack, Heading, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { SubscribeVersion } from '@/domain/account/api';
import { FEE_UNITS, type FeeItem, type FeeUnit } from '@/domain/content/api';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { feeItemsQuery, useFeeItemWrite } from '../api/marketing';
import { formatYuan } from '@/domain/money';
import { fenOf, formatTime, yuan } from '../utils/format';
import { ContentDialog, useDialogWrite } from './content-dialog';
import { VersionSelect } from './version-select';

function FeeItemDialog({ item, onClose }: { item: FeeItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const write = useFeeItemWrite();
  const [form, setForm] = useState({
    version: (item?.version ?? 'STANDARD') as SubscribeVersion,
    code: item?.code ?? '',
    name: item?.name ?? '',
    unit: (item?.unit ?? 'month') as FeeUnit,
    amount: item ? yuan(item.amount) : '',
    enabled: item?.enabled ?? true,
  });
  const { problem, setProblem, outcome } = useDialogWrite(onClose);
  const f = (k: string) => t(`content.fee.fields.${k}`);
  const submit = () => {
    const amount = fenOf(form.amount);
    if (amount === null) return setProblem(t('content.subscription.amountInvalid'));
    write.mutate({ id: item?.id ?? null, body: { ...form, amount } }, outcome);
  };
  return (
    <ContentDialog name="fee-item" title={item ? t('content.fee.edit') : t('content.fee.add')} problem={problem} busy={write.isPending} onSubmit={submit} onClose={onClose}>
      <VersionSelect value={form.version} onChange={(version) => setForm({ ...form, version })} />
      <Field.Root required>
        <Field.Label>{f('code')}</Field.Label>
        <Input size="sm" maxLength={32} value={form.code} onChange={(e) => setForm({ ...form, code: e.currentTarget.value.toUpperCase() })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{f('name')}</Field.Label>
        <Input size="sm" maxLength={50} value={form.name} onChange={(e) => setForm({ ...form, name: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{f('unit')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={form.unit} onChange={(e) => setForm({ ...form, unit: e.currentTarget.value as FeeUnit })}>
            {FEE_UNITS.map((u) => (
              <option key={u} value={u}>
                {t(`content.fee.unit.${u}`)}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>{f('amount')}</Field.Label>
        <Input size="sm" inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.currentTarget.value })} />
      </Field.Root>
      <Checkbox.Root checked={form.enabled} onCheckedChange={(d) => setForm({ ...form, enabled: d.checked === true })} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{f('enabled')}</Checkbox.Label>
      </Checkbox.Root>
    </ContentDialog>
  );
}

export function FeeConfigScreen() {
  const { t } = useTranslation();
  const query = useQuery(feeItemsQuery());
  const write = useFeeItemWrite();
  const [editing, setEditing] = useState<FeeItem | null | undefined>(undefined);
  const { mutate } = write;

  const columns = useMemo<DataTableColumn<FeeItem>[]>(() => {
    const f = (k: string) => t(`content.fee.fields.${k}`);
    return [
      { key: 'version_name', title: f('version'), width: 100, value: (r) => t(`content.subscription.versions.${r.version}`, { defaultValue: r.version_name }) },
      { key: 'code', title: f('code'), width: 140, value: (r) => r.code },
      { key: 'name', title: f('name'), width: 160, value: (r) => r.name },
      { key: 'unit', title: f('unit'), width: 90, value: (r) => t(`content.fee.unit.${r.unit}`) },
      { key: 'amount', title: f('amount'), width: 110, value: (r) => formatYuan(r.amount), align: 'end' },
      { key: 'enabled', title: f('enabled'), width: 70, value: (r) => t(r.enabled ? 'content.fee.yes' : 'content.fee.no') },
      { key: 'updated_at', title: f('updatedAt'), width: 160, value: (r) => formatTime(r.updated_at) },
      {
        key: 'actions',
        title: t('content.actions'),
        width: 130,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            <Button size="2xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(r)}>
              {t('content.article.edit')}
            </Button>
            <Button
              size="2xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => window.confirm(t('content.confirmDelete')) && mutate({ remove: r.id }, { onError: (e) => toast.error(e instanceof ApiError ? e.msg : t('content.failed')) })}
            >
              {t('content.delete')}
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, mutate]);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="fee-config-screen" minW="0">
      <HStack justify="space-between">
        <Heading size="md">{t('content.fee.title')}</Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setEditing(null)} data-testid="fee-item-add">
          {t('content.fee.add')}
        </Button>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<FeeItem> pageKey="/saas/marketing/feeConfig/index" columns={columns} rows={query.data ?? []} getRowId={(r) => String(r.id)} height="60vh" exportConfig={{ prefix: t('content.fee.title') }} />
      </Box>
      {editing !== undefined && <FeeItemDialog item={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
