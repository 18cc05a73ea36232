/**
 * Edit a resource (any kind) with the add dialogs' validation and messages (spec §5; the bound-phone check is
 * the server's, for another record's phone only), or create a factory with the same form. The record's kind
 * comes from the stored record, so a provider's messages follow the role it was added with.
 */
import { Checkbox, CheckboxGroup, Fieldset, Input, NativeSelect, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { kindOfRecord } from '@/domain/resource-edit';
import type { ResourceKind } from '@/domain/resources';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useConfigItems } from '../api/config-items';
import { addFactoryRecord } from '../api/factory-add';
import { resourceQueries, useResourceDetail } from '../api/resource-detail';
import { updateResource } from '../api/resource-update';
import { serverField } from '../utils/form-resolver';
import { messageText, uiLang } from '../utils/messages';
import { EMPTY_RESOURCE_FORM, formValuesOf, kindFields, resourceBody, validateResource, type ResourceFormValues } from '../utils/resource-form';
import { AddDialogFrame } from './add-dialog-frame';
import { FormField } from './form-fields';
import { ConsignorPicker } from './pickers';

export interface ResourceFormDialogProps {
  open: boolean;
  /** the record to edit; none: create (factories) */
  id?: number;
  /** the kind when creating */
  createKind?: ResourceKind;
  title: string;
  onClose(): void;
  onSaved(id: number): void;
}

const FIELDS = ['name', 'phone', 'settle_type_code', 'memo', 'service_type_codes', 'consignor_id'] as const;

export function ResourceFormDialog({ open, id, createKind = 'factory', title, onClose, onSaved }: ResourceFormDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = uiLang(i18n.language);
  const queryClient = useQueryClient();
  const detail = useResourceDetail(open ? id : undefined);
  const record = detail.data;
  const kind: ResourceKind = record ? kindOfRecord({ objectType: record.object_type, objectSubType: record.object_sub_type, role: record.role }) : createKind;
  const f = kindFields(kind);
  const settles = useConfigItems(f.settleCategory, open);
  const services = useConfigItems('DRIVER_SERVICE_TYPE', open && !!f.serviceTypes);
  // the kind is known once the record has loaded: the resolver reads the current one
  const kindRef = useRef(kind);
  kindRef.current = kind;
  const resolver: Resolver<ResourceFormValues> = (values) => {
    const issues = validateResource(kindRef.current, values);
    const keys = Object.keys(issues);
    if (!keys.length) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(keys.map((k) => [k, { type: 'validate', message: issues[k] }])) as FieldErrors<ResourceFormValues> };
  };
  const form = useForm<ResourceFormValues>({ resolver, defaultValues: EMPTY_RESOURCE_FORM });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const err = (field: keyof ResourceFormValues) => messageText(lang, errors[field]?.message);
  const testId = 'edit-resource';

  useEffect(() => {
    if (open && record) form.reset(formValuesOf(record));
    if (open && !id) form.reset(EMPTY_RESOURCE_FORM);
  }, [open, record, id, form]);

  const close = () => {
    form.reset(EMPTY_RESOURCE_FORM);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const settle = settles.data?.find((s) => s.code === values.settle_type_code);
      const body = { ...resourceBody(kind, values), ...(settle ? { settle_type_name: settle.name } : {}) };
      const savedId = id ? (await updateResource(id, body)).id : (await addFactoryRecord(body)).id;
      toast.success(t(id ? 'resources.manage.saved' : 'resources.added'));
      void queryClient.invalidateQueries({ queryKey: resourceQueries.all });
      onSaved(savedId);
    } catch (error) {
      const field = serverField(error);
      const msg = error instanceof ApiError ? error.msg : String(error);
      if (field && (FIELDS as readonly string[]).includes(field)) form.setError(field as keyof ResourceFormValues, { type: 'server', message: msg });
      else toast.warning(msg);
    } finally {
      setSaving(false);
    }
  });

  const loading = !!id && !record;

  return (
    <AddDialogFrame open={open} onClose={close} onSubmit={onSubmit} title={title} saving={saving || loading} testId={testId} size="md">
      {loading ? (
        <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-loading`}>
          {detail.isError ? t('resources.manage.notFound') : t('resources.manage.loading')}
        </Text>
      ) : (
        <Stack gap="3">
          <FormField label={t('resources.fields.name')} required error={err('name')} errorTestId={`${testId}-name-error`}>
            <Input size="sm" data-testid={`${testId}-name`} placeholder={t('resources.fields.namePlaceholder', { max: f.nameMax })} {...form.register('name')} />
          </FormField>
          <FormField label={t('resources.fields.phone')} required={f.phoneRequired} error={err('phone')} errorTestId={`${testId}-phone-error`}>
            <Input size="sm" inputMode="numeric" data-testid={`${testId}-phone`} {...form.register('phone')} />
          </FormField>
          {f.consignor && (
            <FormField label={t('resources.manage.fields.consignor')} error={err('consignor_id')} errorTestId={`${testId}-consignor-error`}>
              <Controller
                control={form.control}
                name="consignor_id"
                render={({ field }) => (
                  <ConsignorPicker value={field.value ? [field.value] : []} onChange={(v) => field.onChange(v[0] ?? '')} noAdd data-testid={`${testId}-consignor`} />
                )}
              />
            </FormField>
          )}
          <FormField label={t('resources.fields.settleType')} required={f.settleRequired} error={err('settle_type_code')} errorTestId={`${testId}-settle-error`}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-testid={`${testId}-settle`} placeholder={t('resources.fields.choose')} {...form.register('settle_type_code')}>
                {(settles.data ?? []).map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {f.serviceTypes && (
            <Controller
              control={form.control}
              name="service_type_codes"
              render={({ field }) => (
                <Fieldset.Root invalid={!!errors.service_type_codes}>
                  <Fieldset.Legend fontSize="sm" fontWeight="medium">
                    {t('resources.fields.serviceTypes')}{' '}
                    {f.serviceTypes === 'required' && (
                      <Text as="span" color="fg.error">
                        *
                      </Text>
                    )}
                  </Fieldset.Legend>
                  <CheckboxGroup value={field.value} onValueChange={(v) => field.onChange(v)} name="service_type_codes">
                    <Wrap gap="3">
                      {(services.data ?? []).map((s) => (
                        <Checkbox.Root key={s.code} value={s.code} size="sm" data-testid={`${testId}-service-${s.code}`}>
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{s.name}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Wrap>
                  </CheckboxGroup>
                  {errors.service_type_codes && <Fieldset.ErrorText data-testid={`${testId}-services-error`}>{err('service_type_codes')}</Fieldset.ErrorText>}
                </Fieldset.Root>
              )}
            />
          )}
          {f.isRelated && (
            <Controller
              control={form.control}
              name="is_related"
              render={({ field }) => (
                <Checkbox.Root size="sm" checked={field.value} onCheckedChange={(d) => field.onChange(d.checked === true)} data-testid={`${testId}-related`}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('resources.fields.isRelated')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          )}
          <FormField label={t('resources.fields.memo')} error={err('memo')} errorTestId={`${testId}-memo-error`}>
            <Textarea size="sm" rows={2} data-testid={`${testId}-memo`} {...form.register('memo')} />
          </FormField>
        </Stack>
      )}
    </AddDialogFrame>
  );
}
