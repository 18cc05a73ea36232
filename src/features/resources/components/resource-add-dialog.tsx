/**
 * The inline-add dialogs of spec §5 (Add carrier, third-party logistics, consignor/supplier, store, delivery
 * service provider, fitting worker, delivery-install provider): name (required, 10 characters, unique by the
 * server check), phone, settlement type and memo. Cancel resets the fields; Save posts, shows a success toast
 * and hands the new record to the picker, which adds it to its options and selects it.
 */
import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MOBILE_RE } from '@/domain/validators';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useConfigItems } from '../api/config-items';
import { ADD_KINDS, type AddKind } from '../utils/add-kinds';
import { domainResolver, serverField } from '../utils/form-resolver';
import { messageText, uiLang } from '../utils/messages';
import { AddDialogFrame } from './add-dialog-frame';
import { FormField } from './form-fields';

export interface AddedRecord {
  id: number;
  name: string;
  phone: string;
}

export interface ResourceAddDialogProps {
  kind: AddKind;
  open: boolean;
  onCancel(): void;
  onAdded(record: AddedRecord): void;
  /** extra body fields (e.g. the store's consignor_id) */
  extra?: Record<string, unknown>;
}

export interface ResourceAddValues {
  name: string;
  phone: string;
  settle_type_code: string;
  memo: string;
}

const EMPTY: ResourceAddValues = { name: '', phone: '', settle_type_code: '', memo: '' };
const FIELDS = ['name', 'phone', 'settle_type_code', 'memo'] as const;

export function ResourceAddDialog({ kind, open, onCancel, onAdded, extra }: ResourceAddDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = uiLang(i18n.language);
  const cfg = ADD_KINDS[kind];
  const settles = useConfigItems(cfg.settleCategory ?? 'SETTLE_T_ZX', open && !!cfg.settleCategory);
  const form = useForm<ResourceAddValues>({ resolver: domainResolver<ResourceAddValues>(cfg.schema), defaultValues: EMPTY, mode: 'onSubmit' });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const id = `add-${kind}`;
  const err = (field: keyof ResourceAddValues) => messageText(lang, errors[field]?.message);

  const checkName = async (name: string): Promise<boolean> => {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 10) return true;
    try {
      if (await cfg.nameExists(trimmed)) {
        form.setError('name', { type: 'exists', message: cfg.nameExistsMessage });
        return false;
      }
    } catch (error) {
      console.debug('[resources] name check failed', error);
    }
    return true;
  };
  const checkPhone = async (phone: string): Promise<boolean> => {
    if (!cfg.phoneBound || !MOBILE_RE.test(phone.trim())) return true;
    try {
      if (await cfg.phoneBound(phone.trim())) {
        form.setError('phone', { type: 'bound', message: cfg.phoneBoundMessage });
        return false;
      }
    } catch (error) {
      console.debug('[resources] phone check failed', error);
    }
    return true;
  };

  const close = () => {
    form.reset(EMPTY);
    onCancel();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const [nameOk, phoneOk] = await Promise.all([checkName(values.name), checkPhone(values.phone)]);
      if (!nameOk || !phoneOk) return;
      const parsed = cfg.schema.parse(values) as Record<string, unknown>;
      const settle = settles.data?.find((s) => s.code === values.settle_type_code);
      const body = { ...parsed, ...(settle ? { settle_type_name: settle.name } : {}), ...extra };
      const newId = await cfg.add(body);
      toast.success(t('resources.added'));
      form.reset(EMPTY);
      onAdded({ id: newId, name: String(parsed.name), phone: String(parsed.phone ?? '') });
    } catch (error) {
      const field = serverField(error);
      const msg = error instanceof ApiError ? error.msg : String(error);
      if (field && (FIELDS as readonly string[]).includes(field)) form.setError(field as keyof ResourceAddValues, { type: 'server', message: msg });
      else toast.warning(msg);
    } finally {
      setSaving(false);
    }
  });

  const nameField = form.register('name');
  const phoneField = form.register('phone');

  return (
    <AddDialogFrame open={open} onClose={close} onSubmit={onSubmit} title={t(`resources.dialogs.${cfg.title}`)} saving={saving} testId={id}>
      <Stack gap="3">
        <FormField label={t('resources.fields.name')} required error={err('name')} errorTestId={`${id}-name-error`}>
          <Input
            size="sm"
            data-testid={`${id}-name`}
            placeholder={t('resources.fields.namePlaceholder', { max: 10 })}
            {...nameField}
            onBlur={(e) => {
              void nameField.onBlur(e);
              void checkName(e.target.value);
            }}
          />
        </FormField>
        <FormField label={t('resources.fields.phone')} required={cfg.phoneRequired} error={err('phone')} errorTestId={`${id}-phone-error`}>
          <Input
            size="sm"
            inputMode="numeric"
            data-testid={`${id}-phone`}
            {...phoneField}
            onBlur={(e) => {
              void phoneField.onBlur(e);
              void checkPhone(e.target.value);
            }}
          />
        </FormField>
        {cfg.settleCategory && (
          <FormField label={t('resources.fields.settleType')} required={cfg.settleRequired} error={err('settle_type_code')} errorTestId={`${id}-settle-error`}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-testid={`${id}-settle`} placeholder={t('resources.fields.choose')} {...form.register('settle_type_code')}>
                {(settles.data ?? []).map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField label={t('resources.fields.memo')} error={err('memo')} errorTestId={`${id}-memo-error`}>
          <Textarea size="sm" rows={2} data-testid={`${id}-memo`} {...form.register('memo')} />
        </FormField>
      </Stack>
    </AddDialogFrame>
  );
}
