/**
 * Add or edit a station: name (required, 50 characters, unique per company), type, contact, phone and address,
 * validated with the schema the server applies (stationEditBody).
 */
import { Grid, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { stationEditBody } from '@/domain/resource-edit';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { stationQueries, useStationDetail } from '../api/station-detail';
import { updateStation } from '../api/station-update';
import { addStation } from '../api/stations';
import { domainResolver, serverField } from '../utils/form-resolver';
import { messageText, uiLang } from '../utils/messages';
import { AddDialogFrame } from './add-dialog-frame';
import { FormField } from './form-fields';

export interface StationFormValues {
  name: string;
  type: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
}

const EMPTY: StationFormValues = { name: '', type: '', contact: '', phone: '', province: '', city: '', district: '', address: '' };
const FIELDS = Object.keys(EMPTY);
export const STATION_TYPES = ['DELIVERY', 'TRANSIT'] as const;

export interface StationFormDialogProps {
  open: boolean;
  /** the station to edit; none: add */
  id?: number;
  title: string;
  onClose(): void;
  onSaved(id: number): void;
}

export function StationFormDialog({ open, id, title, onClose, onSaved }: StationFormDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = uiLang(i18n.language);
  const queryClient = useQueryClient();
  const detail = useStationDetail(open ? id : undefined);
  const record = detail.data;
  const form = useForm<StationFormValues>({ resolver: domainResolver<StationFormValues>(stationEditBody), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const err = (field: keyof StationFormValues) => messageText(lang, errors[field]?.message);
  const testId = 'edit-station';

  useEffect(() => {
    if (open && record) {
      form.reset({ name: record.name, type: record.type, contact: record.contact, phone: record.phone, province: record.province, city: record.city, district: record.district, address: record.address });
    }
    if (open && !id) form.reset(EMPTY);
  }, [open, record, id, form]);

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const body = stationEditBody.parse(values);
      // a new station is created by name and type (as on create-on-blur), then given its other fields
      const targetId = id ?? (await addStation({ name: body.name, type: body.type })).id;
      await updateStation(targetId, body);
      toast.success(t(id ? 'resources.manage.saved' : 'resources.added'));
      void queryClient.invalidateQueries({ queryKey: stationQueries.all });
      onSaved(targetId);
    } catch (error) {
      const field = serverField(error);
      const msg = error instanceof ApiError ? error.msg : String(error);
      if (field && FIELDS.includes(field)) form.setError(field as keyof StationFormValues, { type: 'server', message: msg });
      else toast.warning(msg);
    } finally {
      setSaving(false);
    }
  });

  const loading = !!id && !record;
  const text = (field: keyof StationFormValues, label: string) => (
    <FormField label={label} error={err(field)} errorTestId={`${testId}-${field}-error`}>
      <Input size="sm" data-testid={`${testId}-${field}`} {...form.register(field)} />
    </FormField>
  );

  return (
    <AddDialogFrame open={open} onClose={close} onSubmit={onSubmit} title={title} saving={saving || loading} testId={testId} size="md">
      {loading ? (
        <Text fontSize="sm" color="fg.muted">
          {detail.isError ? t('resources.manage.notFound') : t('resources.manage.loading')}
        </Text>
      ) : (
        <Stack gap="3">
          <FormField label={t('resources.fields.name')} required error={err('name')} errorTestId={`${testId}-name-error`}>
            <Input size="sm" data-testid={`${testId}-name`} placeholder={t('resources.fields.namePlaceholder', { max: 50 })} {...form.register('name')} />
          </FormField>
          <FormField label={t('resources.manage.fields.stationType')} error={err('type')} errorTestId={`${testId}-type-error`}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field data-testid={`${testId}-type`} {...form.register('type')}>
                <option value="">{t('resources.fields.choose')}</option>
                {STATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`resources.manage.stationTypes.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
            {text('contact', t('resources.manage.fields.contact'))}
            {text('phone', t('resources.manage.fields.phone'))}
          </Grid>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr 1fr' }} gap="3">
            {text('province', t('resources.manage.fields.province'))}
            {text('city', t('resources.manage.fields.city'))}
            {text('district', t('resources.manage.fields.district'))}
          </Grid>
          {text('address', t('resources.manage.fields.address'))}
        </Stack>
      )}
    </AddDialogFrame>
  );
}
