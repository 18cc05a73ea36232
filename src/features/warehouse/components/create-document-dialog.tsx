/**
 * Creating a lock, a replenishment or a stock count from its list. A lock takes a reason, an optional expiry and
 * lines (product × location × owner × quantity); a replenishment lines from a reserve to a pick location; a count
 * a warehouse and an optional location — it is created with no lines (the server lists the location's stock) and
 * started at once, so the team can scan.
 */
import { Alert, Button, Dialog, Field, Input, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey, useCreateDocument } from '../api/create-document';
import { useRunDocumentAction } from '../api/run-document-action';
import { emptyForm, toBody, type DocumentFormValues } from '../utils/document-form';
import { documentResolver } from '../utils/form-resolver';
import { kindLabel, useLang } from '../utils/labels';
import { serverRefusal } from '../utils/server-error';
import { issueText } from './form-error';
import { LineFields } from './line-fields';
import { OwnerPicker } from './party-pickers';
import { LocationSelect, WarehouseSelect } from './place-selects';

export interface CreateDocumentDialogProps {
  kind: 'lock' | 'replenish' | 'count';
  defaultWarehouse?: number;
  onClose(): void;
  onCreated(id: number): void;
}

export function CreateDocumentDialog({ kind, defaultWarehouse, onClose, onCreated }: CreateDocumentDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const startKey = useRef(newIdempotencyKey());
  const create = useCreateDocument();
  const run = useRunDocumentAction();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({
    defaultValues: { ...emptyForm(), warehouse_id: defaultWarehouse ? String(defaultWarehouse) : '', lines: kind === 'count' ? [] : emptyForm().lines },
    resolver: kind === 'count' ? undefined : documentResolver(kind),
  });
  const { control, register, handleSubmit, watch, formState } = form;
  const warehouseId = Number(watch('warehouse_id')) || undefined;
  const err = (name: keyof DocumentFormValues) => issueText(formState.errors[name]?.message as string | undefined, name, t, lang);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    if (kind === 'count' && !values.warehouse_id) return setProblem(issueText('whWarehouseInvalid', '', t, lang) ?? null);
    try {
      const body = kind === 'count' ? { kind, warehouse_id: Number(values.warehouse_id), location_id: Number(values.location_id) || undefined, lines: [] } : toBody(kind, values);
      const doc = await create.mutateAsync({ body, idempotencyKey: key.current });
      if (kind === 'count' && doc.status === 'draft') await run.mutateAsync({ id: doc.id, action: 'start', body: {}, idempotencyKey: startKey.current });
      onCreated(doc.id);
      onClose();
    } catch (e) {
      const refusal = serverRefusal(e);
      if (refusal.field) form.setError(refusal.field as keyof DocumentFormValues, { type: 'server', message: refusal.msg });
      setProblem(refusal.msg);
    }
  });

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size={kind === 'count' ? 'sm' : 'xl'} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="wh-create-dialog" data-kind={kind}>
            {/* display: contents keeps header, body and footer the content's own children, so the body scrolls inside a phone's screen */}
            <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('warehouse.create.title', { kind: kindLabel(kind, lang) })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <SimpleGrid columns={{ base: 1, md: kind === 'count' ? 1 : 2 }} gap="3">
                    <Field.Root required invalid={!!err('warehouse_id')}>
                      <Field.Label>{t('warehouse.fields.warehouse')}</Field.Label>
                      <Controller control={control} name="warehouse_id" render={({ field }) => <WarehouseSelect value={field.value} onChange={field.onChange} size="md" data-testid="wh-create-warehouse" />} />
                      <Field.ErrorText>{err('warehouse_id')}</Field.ErrorText>
                    </Field.Root>
                    {kind === 'count' ? (
                      <Field.Root>
                        <Field.Label>{t('warehouse.fields.countLocation')}</Field.Label>
                        <Controller control={control} name="location_id" render={({ field }) => <LocationSelect warehouseId={warehouseId} value={field.value} onChange={field.onChange} size="md" emptyLabel={t('warehouse.fields.wholeWarehouse')} data-testid="wh-create-location" />} />
                      </Field.Root>
                    ) : (
                      <Field.Root>
                        <Field.Label>{t('warehouse.fields.owner')}</Field.Label>
                        <Controller control={control} name="owner_id" render={({ field }) => <OwnerPicker value={field.value} label={watch('owner_label')} onChange={(v, label) => { field.onChange(v); form.setValue('owner_label', label); }} />} />
                      </Field.Root>
                    )}
                    {kind === 'lock' && (
                      <>
                        <Field.Root required invalid={!!err('reason')}>
                          <Field.Label>{t('warehouse.fields.reason')}</Field.Label>
                          <Input maxLength={200} {...register('reason')} data-testid="wh-create-reason" />
                          <Field.ErrorText>{err('reason')}</Field.ErrorText>
                        </Field.Root>
                        <Field.Root invalid={!!err('expires_at')}>
                          <Field.Label>{t('warehouse.fields.expiresAt')}</Field.Label>
                          <Input type="datetime-local" {...register('expires_at')} data-testid="wh-create-expires" />
                          <Field.ErrorText>{err('expires_at')}</Field.ErrorText>
                        </Field.Root>
                      </>
                    )}
                  </SimpleGrid>
                  {kind !== 'count' && <LineFields kind={kind} control={control} register={register} errors={formState.errors} warehouseId={warehouseId} />}
                  {problem && (
                    <Alert.Root status="error" size="sm" data-testid="wh-create-error">
                      <Alert.Indicator />
                      <Alert.Title>{problem}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('warehouse.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={create.isPending || run.isPending} data-testid="wh-create-submit">
                  {kind === 'count' ? t('warehouse.create.startCount') : t('warehouse.create.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
