/** The platform account's settings in the shared FormDialog: shop ids, consignor, push-back URL, enabled, credentials (blank keeps). */
import { Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { AccountView } from '@/domain/integrations/api';
import { PLATFORMS, type PlatformKey } from '@/domain/integrations/platforms';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useSaveAccount } from '../api/account';
import { useConsignors } from '../api/consignors';

export interface SettingsDialogProps {
  platform: PlatformKey;
  account: AccountView;
  onClose(): void;
}

export function SettingsDialog({ platform, account, onClose }: SettingsDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const save = useSaveAccount(platform);
  const consignors = useConsignors();
  const [shopIds, setShopIds] = useState(account.shop_ids);
  const [consignor, setConsignor] = useState(account.consignor_resource_id ? String(account.consignor_resource_id) : '');
  const [pushUrl, setPushUrl] = useState(account.push_url);
  const [enabled, setEnabled] = useState(account.configured ? account.enabled : true);
  const [credentials, setCredentials] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ shop_ids: shopIds, consignor_resource_id: consignor ? Number(consignor) : null, push_url: pushUrl, enabled, credentials });
      toast.success(t('integrations.saved'));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : t('integrations.failed'));
    }
  };

  return (
    <FormDialog
      title={t('integrations.edit')}
      problem={problem}
      submitLabel={t('integrations.save')}
      cancelLabel={t('integrations.cancel')}
      busy={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
      testId="integration-settings-dialog"
      submitTestId="integration-settings-save"
      errorTestId="integration-settings-error"
    >
      <Field.Root>
        <Field.Label fontSize="sm">{t('integrations.shopIds')}</Field.Label>
        <Input size="sm" value={shopIds} onChange={(e) => setShopIds(e.currentTarget.value)} data-testid="integration-shop-ids" />
        <Field.HelperText>{t('integrations.shopIdsHint')}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">{t('integrations.consignor')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={consignor}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setConsignor(v);
            }}
            data-testid="integration-consignor"
          >
            <option value="">{t('integrations.notSet')}</option>
            {account.consignor_resource_id && !consignors.data?.some((c) => c.id === account.consignor_resource_id) && (
              <option value={account.consignor_resource_id}>{account.consignor_name}</option>
            )}
            {(consignors.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('integrations.consignorHint')}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">{t('integrations.pushUrl')}</Field.Label>
        <Input size="sm" value={pushUrl} placeholder="https://" onChange={(e) => setPushUrl(e.currentTarget.value)} data-testid="integration-push-url" />
        <Field.HelperText>{t('integrations.pushUrlHint')}</Field.HelperText>
      </Field.Root>
      <Checkbox.Root size="sm" checked={enabled} onCheckedChange={(d) => setEnabled(d.checked === true)} data-testid="integration-enabled">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('integrations.enableLabel')}</Checkbox.Label>
      </Checkbox.Root>
      <Stack gap="2" borderTopWidth="1px" pt="3">
        {PLATFORMS[platform].credentials.map((f) => {
          const masked = account.credentials[f.key];
          return (
            <Field.Root key={f.key}>
              <Field.Label fontSize="sm">{f[lang]}</Field.Label>
              <Input
                size="sm"
                type="password"
                autoComplete="new-password"
                value={credentials[f.key] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setCredentials((c) => ({ ...c, [f.key]: value }));
                }}
                data-testid={`integration-credential-${f.key}`}
              />
              {masked && <Field.HelperText>{t('integrations.keepHint', { masked })}</Field.HelperText>}
            </Field.Root>
          );
        })}
      </Stack>
    </FormDialog>
  );
}
