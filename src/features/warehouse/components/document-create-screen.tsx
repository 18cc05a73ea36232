/**
 * 新建入库 / 新建出库: warehouse, (inbound) the receiving location, the owner, (outbound) where it ships, and lines.
 * Autosaved as a local draft while typed (仓储草稿); 保存 posts with one Idempotency-Key per form and opens the
 * new document in its list. The domain schema checks it first; a server refusal shows its msg (under its field
 * when it names one) and keeps everything typed.
 */
import { Alert, Box, Button, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftOfferBanner } from '@/components/ui/draft-offer-banner';
import { routeNameForPath } from '@/domain/route-catalog';
import { newIdempotencyKey, useCreateDocument } from '../api/create-document';
import { useDocumentDraft } from '../hooks/use-document-draft';
import { emptyForm, toBody, type DocumentFormValues, type FormKind } from '../utils/document-form';
import { IN_CREATE, IN_INDEX, OUT_INDEX } from '../utils/document-lists';
import { documentResolver } from '../utils/form-resolver';
import { useLang } from '../utils/labels';
import { serverRefusal } from '../utils/server-error';
import { issueText } from './form-error';
import { ImportLinesButton } from './import-lines-button';
import { LineFields } from './line-fields';
import { OwnerPicker } from './party-pickers';
import { LocationSelect, WarehouseSelect } from './place-selects';

export function DocumentCreateScreen() {
  const { pathname } = useLocation();
  const kind: FormKind = pathname.replace(/\/+$/, '') === IN_CREATE ? 'inbound' : 'outbound';
  const search = useSearch({ strict: false }) as { draft?: string };
  return <CreateForm key={`${kind}:${search.draft ?? ''}`} kind={kind} draftId={search.draft} path={pathname} />;
}

function CreateForm({ kind, draftId, path }: { kind: FormKind; draftId: string | undefined; path: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreateDocument();
  const key = useRef(newIdempotencyKey());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({ defaultValues: emptyForm(), resolver: documentResolver(kind) });
  const { control, register, handleSubmit, watch, formState, reset } = form;
  const values = watch();
  const onLoad = useCallback((v: DocumentFormValues) => reset({ ...emptyForm(), ...v }, { keepDefaultValues: true }), [reset]);
  const draft = useDocumentDraft({ kind, draftId, values, dirty: formState.isDirty, onLoad });
  const warehouseId = Number(values.warehouse_id) || undefined;
  const err = (name: keyof DocumentFormValues) => issueText(formState.errors[name]?.message as string | undefined, name, t, lang);
  const index = kind === 'inbound' ? IN_INDEX : OUT_INDEX;

  const onSubmit = handleSubmit(async (v) => {
    setProblem(null);
    try {
      const doc = await create.mutateAsync({ body: toBody(kind, v), idempotencyKey: key.current });
      await draft.clear();
      reset(emptyForm());
      void navigate({ to: index, search: { doc: doc.id } } as never);
    } catch (e) {
      const refusal = serverRefusal(e);
      if (refusal.field) form.setError(refusal.field as keyof DocumentFormValues, { type: 'server', message: refusal.msg });
      setProblem(refusal.msg);
    }
  });

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} maxW="1100px" data-testid="wh-create-screen" data-kind={kind}>
      <Heading size="md">{t(`routes.${routeNameForPath(path.replace(/\/+$/, ''))}`)}</Heading>
      <DraftOfferBanner
        offer={draft.offer ? { updatedAt: draft.offer.updatedAt, stale: false } : null}
        i18nPrefix="warehouse.draftOffer"
        testIdPrefix="wh-"
        onRestore={draft.restore}
        onDiscard={() => void draft.discard()}
      />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3" bg="bg" borderWidth="1px" borderRadius="md" p="3">
            <Field.Root required invalid={!!err('warehouse_id')}>
              <Field.Label>{t('warehouse.fields.warehouse')}</Field.Label>
              <Controller control={control} name="warehouse_id" render={({ field }) => <WarehouseSelect value={field.value} onChange={field.onChange} size="md" invalid={!!err('warehouse_id')} data-testid="wh-form-warehouse" />} />
              <Field.ErrorText>{err('warehouse_id')}</Field.ErrorText>
            </Field.Root>
            {kind === 'inbound' ? (
              <Field.Root required invalid={!!err('location_id')}>
                <Field.Label>{t('warehouse.fields.receivingLocation')}</Field.Label>
                <Controller control={control} name="location_id" render={({ field }) => <LocationSelect warehouseId={warehouseId} value={field.value} onChange={field.onChange} size="md" invalid={!!err('location_id')} data-testid="wh-form-location" />} />
                <Field.ErrorText>{err('location_id')}</Field.ErrorText>
              </Field.Root>
            ) : (
              <Field.Root>
                <Field.Label>{t('warehouse.fields.shipTo')}</Field.Label>
                <NativeSelect.Root size="md">
                  <NativeSelect.Field {...register('ship_to')} data-testid="wh-form-ship-to">
                    <option value="CUSTOMER">{t('warehouse.shipTo.CUSTOMER')}</option>
                    <option value="TRANSIT">{t('warehouse.shipTo.TRANSIT')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            <Field.Root invalid={!!err('owner_id')}>
              <Field.Label>{t('warehouse.fields.owner')}</Field.Label>
              <Controller
                control={control}
                name="owner_id"
                render={({ field }) => (
                  <OwnerPicker
                    value={field.value}
                    label={values.owner_label}
                    onChange={(v, label) => {
                      field.onChange(v);
                      form.setValue('owner_label', label, { shouldDirty: true });
                    }}
                    data-testid="wh-form-owner"
                  />
                )}
              />
              <Field.ErrorText>{err('owner_id')}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('warehouse.fields.memo')}</Field.Label>
              <Input maxLength={320} {...register('memo')} data-testid="wh-form-memo" />
            </Field.Root>
          </SimpleGrid>
          <ImportLinesButton
            warehouseId={warehouseId}
            onLines={(imported) => {
              // imported lines replace an untouched empty line and follow the ones already typed
              const kept = form.getValues('lines').filter((l) => l.product_id);
              form.setValue('lines', [...kept, ...imported], { shouldDirty: true });
            }}
          />
          <Box>
            <LineFields kind={kind} control={control} register={register} errors={formState.errors} warehouseId={warehouseId} />
          </Box>
          {(problem || err('root' as keyof DocumentFormValues)) && (
            <Alert.Root status="error" data-testid="wh-form-error">
              <Alert.Indicator />
              <Alert.Title>{problem ?? err('root' as keyof DocumentFormValues)}</Alert.Title>
            </Alert.Root>
          )}
          <HStack gap="2" justify="flex-end" position="sticky" bottom="0" bg="bg" py="2">
            <Button variant="outline" size="lg" onClick={() => void navigate({ to: index } as never)}>
              {t('warehouse.cancel')}
            </Button>
            <Button type="submit" size="lg" colorPalette="brand" loading={create.isPending} data-testid="wh-form-save">
              {t('warehouse.create.save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
