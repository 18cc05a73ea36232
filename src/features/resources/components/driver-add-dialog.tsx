/**
 * The add-driver dialog (spec §3 Driver, §5 Driver dialog): name (required, 20 characters), phone (required,
 * format, not already bound to a driver on create), the services the driver may be dispatched for (from the
 * DRIVER_SERVICE_TYPE config items, at least one), service districts (getDistrictList level by level), settlement
 * type, related flag and memo (320). Posted to
 * transporter/add with object_sub_type T_SJ; success toast 新增司机信息成功.
 */
import { Checkbox, CheckboxGroup, Fieldset, Input, NativeSelect, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { driverAddBody, SETTLE_CATEGORY } from '@/domain/resources';
import { MOBILE_RE } from '@/domain/validators';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useConfigItems } from '../api/config-items';
import { addTransporter } from '../api/transporter-add';
import { transporterPhoneBound } from '../api/transporter-verify';
import { domainResolver, serverField } from '../utils/form-resolver';
import { messageText, uiLang } from '../utils/messages';
import type { AddedRecord } from './resource-add-dialog';
import { AddDialogFrame } from './add-dialog-frame';
import { DistrictPicker } from './district-picker';
import { FormField } from './form-fields';

export interface DriverAddValues {
  object_sub_type: 'T_SJ';
  name: string;
  phone: string;
  service_type_codes: string[];
  settle_type_code: string;
  is_related: boolean;
  districts: string[];
  memo: string;
}

const EMPTY: DriverAddValues = { object_sub_type: 'T_SJ', name: '', phone: '', service_type_codes: [], settle_type_code: '', is_related: true, districts: [], memo: '' };
const FIELDS = ['name', 'phone', 'service_type_codes', 'settle_type_code', 'memo'] as const;

export interface DriverAddDialogProps {
  open: boolean;
  onCancel(): void;
  onAdded(record: AddedRecord): void;
}

export function DriverAddDialog({ open, onCancel, onAdded }: DriverAddDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = uiLang(i18n.language);
  const services = useConfigItems('DRIVER_SERVICE_TYPE', open);
  const settles = useConfigItems(SETTLE_CATEGORY.transporter, open);
  const form = useForm<DriverAddValues>({ resolver: domainResolver<DriverAddValues>(driverAddBody), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const err = (field: keyof DriverAddValues) => messageText(lang, errors[field]?.message);

  const checkPhone = async (phone: string): Promise<boolean> => {
    if (!MOBILE_RE.test(phone.trim())) return true;
    try {
      if (await transporterPhoneBound('T_SJ', phone.trim())) {
        form.setError('phone', { type: 'bound', message: 'driverPhoneBound' });
        return false;
      }
    } catch (error) {
      console.debug('[resources] driver phone check failed', error);
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
      if (!(await checkPhone(values.phone))) return;
      const parsed = driverAddBody.parse(values);
      const settle = settles.data?.find((s) => s.code === values.settle_type_code);
      const serviceType = (services.data ?? []).filter((s) => parsed.service_type_codes.includes(s.code));
      const added = await addTransporter({ ...parsed, settle_type_name: settle?.name ?? '', service_type: serviceType });
      toast.success(t('resources.driverAdded'));
      form.reset(EMPTY);
      onAdded({ id: added.resource_id, name: parsed.name, phone: parsed.phone });
    } catch (error) {
      const field = serverField(error);
      const msg = error instanceof ApiError ? error.msg : String(error);
      if (field && (FIELDS as readonly string[]).includes(field)) form.setError(field as keyof DriverAddValues, { type: 'server', message: msg });
      else toast.warning(msg);
    } finally {
      setSaving(false);
    }
  });

  const phoneField = form.register('phone');

  return (
    <AddDialogFrame open={open} onClose={close} onSubmit={onSubmit} title={t('resources.dialogs.driver')} saving={saving} testId="add-driver" size="md">
      <Stack gap="3">
        <FormField label={t('resources.fields.driverName')} required error={err('name')} errorTestId="add-driver-name-error">
          <Input size="sm" data-testid="add-driver-name" placeholder={t('resources.fields.namePlaceholder', { max: 20 })} {...form.register('name')} />
        </FormField>
        <FormField label={t('resources.fields.driverPhone')} required error={err('phone')} errorTestId="add-driver-phone-error">
          <Input
            size="sm"
            inputMode="numeric"
            data-testid="add-driver-phone"
            {...phoneField}
            onBlur={(e) => {
              void phoneField.onBlur(e);
              void checkPhone(e.target.value);
            }}
          />
        </FormField>
        <Controller
          control={form.control}
          name="service_type_codes"
          render={({ field }) => (
            <Fieldset.Root invalid={!!errors.service_type_codes}>
              <Fieldset.Legend fontSize="sm" fontWeight="medium">
                {t('resources.fields.serviceTypes')}{' '}
                <Text as="span" color="fg.error">
                  *
                </Text>
              </Fieldset.Legend>
              <CheckboxGroup value={field.value} onValueChange={(v) => field.onChange(v)} name="service_type_codes" data-testid="add-driver-services">
                <Wrap gap="3">
                  {(services.data ?? []).map((s) => (
                    <Checkbox.Root key={s.code} value={s.code} size="sm" data-testid={`add-driver-service-${s.code}`}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{s.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Wrap>
              </CheckboxGroup>
              {errors.service_type_codes && (
                <Fieldset.ErrorText data-testid="add-driver-services-error">{err('service_type_codes')}</Fieldset.ErrorText>
              )}
            </Fieldset.Root>
          )}
        />
        <FormField label={t('resources.fields.districts')} errorTestId="add-driver-districts-error">
          <Controller control={form.control} name="districts" render={({ field }) => <DistrictPicker value={field.value} onChange={field.onChange} enabled={open} data-testid="add-driver-districts" />} />
        </FormField>
        <FormField label={t('resources.fields.settleType')} errorTestId="add-driver-settle-error" error={err('settle_type_code')}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field data-testid="add-driver-settle" placeholder={t('resources.fields.choose')} {...form.register('settle_type_code')}>
              {(settles.data ?? []).map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Controller
          control={form.control}
          name="is_related"
          render={({ field }) => (
            <Checkbox.Root size="sm" checked={field.value} onCheckedChange={(d) => field.onChange(!!d.checked)} data-testid="add-driver-related">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('resources.fields.isRelated')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <FormField label={t('resources.fields.memo')} error={err('memo')} errorTestId="add-driver-memo-error">
          <Textarea size="sm" rows={3} data-testid="add-driver-memo" {...form.register('memo')} />
        </FormField>
      </Stack>
    </AddDialogFrame>
  );
}
