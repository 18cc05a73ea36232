/**
 * Add / edit a data-permission role in the shared FormDialog: name, scope (radio), the chosen consignors, warehouses and
 * stations (remote pickers, shown for the `chosen` scope) and the sub-accounts holding it. The server checks it all again.
 */
import { Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { RemoteMap } from '@/components/ui/remote-select/remote-options';
import { RemoteSelect } from '@/components/ui/remote-select/remote-select';
import { useMerchantPicker } from '@/lib/session/edition';
import { DATA_ROLE_NAME_MAX, DATA_SCOPE_KINDS, type DataRoleDetail, type DataScopeKind } from '@/domain/admin/data-scope';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useSaveDataRole } from './api';

const WAREHOUSES_URL = '/user/warehouse/all';
const STATIONS_URL = '/user/stations';
const SUB_USERS_URL = '/user/sub_user/';
const USER_MAP: RemoteMap = { value: 'user_id', text: (r) => (r.nickname ? `${String(r.nickname)} (${String(r.username)})` : String(r.username)) };

export interface DataRoleDialogProps {
  /** the role edited, or null to add one */
  role: DataRoleDetail | null;
  onClose(): void;
}

const asStrings = (ids: number[] | undefined) => (ids ?? []).map(String);
const asIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

export function DataRoleDialog({ role, onClose }: DataRoleDialogProps) {
  const { t } = useTranslation();
  // the chosen merchants are consignor resources (suppliers for the delivery type): the edition's one rule
  const merchant = useMerchantPicker();
  const save = useSaveDataRole(role?.id ?? null);
  const [name, setName] = useState(role?.name ?? '');
  const [scope, setScope] = useState<DataScopeKind>(role?.scope ?? 'own');
  const [consignors, setConsignors] = useState(asStrings(role?.consignor_ids));
  const [warehouses, setWarehouses] = useState(asStrings(role?.warehouse_ids));
  const [stations, setStations] = useState(asStrings(role?.station_ids));
  const [users, setUsers] = useState(asStrings(role?.users.map((u) => u.id)));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) return setProblem(t('dataRole.nameRequired'));
    setProblem(null);
    try {
      await save.mutateAsync({ name: name.trim(), scope, consignor_ids: asIds(consignors), warehouse_ids: asIds(warehouses), station_ids: asIds(stations), user_ids: asIds(users) });
      toast.success(t('admin.saved'));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError && e.msg ? e.msg : t('admin.saveFailed'));
    }
  };

  const picker = (label: string, url: string, value: string[], onChange: (v: string[]) => void, testId: string, extra?: { map?: RemoteMap; searchKey?: string; lookupKey?: string }) => (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <RemoteSelect url={url} multiple value={value} onChange={(v) => onChange(v)} data-testid={testId} {...extra} />
    </Field.Root>
  );

  return (
    <FormDialog
      title={role ? t('dataRole.editTitle') : t('dataRole.addTitle')}
      problem={problem}
      submitLabel={t('admin.save')}
      cancelLabel={t('admin.cancel')}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
      testId="data-role-dialog"
      submitTestId="data-role-save"
      errorTestId="data-role-error"
    >
      <Field.Root required>
        <Field.Label fontSize="sm">{t('dataRole.name')}</Field.Label>
        <Input
          size="sm"
          maxLength={DATA_ROLE_NAME_MAX}
          value={name}
          onChange={(e) => {
            const { value } = e.currentTarget;
            setName(value);
          }}
          data-testid="data-role-name"
        />
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">{t('dataRole.scope')}</Field.Label>
        <RadioGroup.Root size="sm" value={scope} onValueChange={(d) => d.value && setScope(d.value as DataScopeKind)} data-testid="data-role-scope">
          <Stack gap="2">
            {DATA_SCOPE_KINDS.map((k) => (
              <RadioGroup.Item key={k} value={k} data-testid={`data-role-scope-${k}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`dataRole.scopes.${k}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Field.Root>
      {scope === 'chosen' && (
        <>
          {picker(merchant.label, merchant.ownerListUrl, consignors, setConsignors, 'data-role-consignors', { lookupKey: 'resource_ids' })}
          {picker(t('dataRole.warehouses'), WAREHOUSES_URL, warehouses, setWarehouses, 'data-role-warehouses')}
          {picker(t('dataRole.stations'), STATIONS_URL, stations, setStations, 'data-role-stations')}
        </>
      )}
      {picker(t('dataRole.users'), SUB_USERS_URL, users, setUsers, 'data-role-users', { map: USER_MAP, searchKey: 'username', lookupKey: 'user_ids' })}
      <Text fontSize="xs" color="fg.muted">
        {t('dataRole.usersHint')}
      </Text>
    </FormDialog>
  );
}
