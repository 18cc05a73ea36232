/**
 * 登记异常 (desk and merchant): the order by number (typed, or scanned by a scanner gun typing it), its cartons to
 * tick, type (an extendable select: a new type is stored as the company's ABNORMAL_TYPE config item), stage,
 * responsible party and which one (carrier, delivery provider or fitting worker picker), description, up to 9 photos through the shared image uploader (compressed in
 * the worker), when it happened and whether it holds the order. Kept as a local draft while typed; the server's
 * 400 shown at its field; one Idempotency-Key per form, so a resend after a lost answer registers once.
 */
import { Alert, Button, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { DraftOfferBanner } from '@/components/ui/draft-offer-banner';
import { ExtendableSelect } from '@/components/ui/extendable-select/extendable-select';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import { ABNORMAL_PHOTOS_MAX } from '@/domain/abnormal/fields';
import { ABNORMAL_STAGES, RESPONSIBLE_PARTIES, type AbnormalStage, type ResponsibleParty } from '@/domain/abnormal/records';
import { ABNORMAL_TYPE_LIST_URL, createAbnormalType } from '@/features/basic-data/api/abnormal-types';
import { CarrierPicker, DeliveryProviderPicker, FittingWorkerPicker, singlePick, type PickerProps } from '@/features/resources/components/pickers';
import { ApiError } from '@/lib/api-client';
import { useApiPermitted } from '@/lib/session/api-permission';
import { toast } from '@/lib/toaster';
import { abnormalTypesQuery, useAbnormalTypes } from '../api/abnormal-types';
import { cartonNos, lookupOrder } from '../api/order-lookup';
import { newIdempotencyKey } from '../api/parse';
import { useCreateRecord } from '../api/records';
import { useRegisterDraft } from '../hooks/use-register-draft';
import { detailPath } from '../utils/record-lists';
import {
  emptyRegisterValues,
  FIELD_OF,
  newTypeCode,
  responsiblePicker,
  stageHint,
  toRecordBody,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from '../utils/register-form';

const WHO_PICKERS: Record<NonNullable<ReturnType<typeof responsiblePicker>>, (props: PickerProps) => React.ReactNode> = {
  carrier: CarrierPicker,
  deliveryProvider: DeliveryProviderPicker,
  fittingWorker: FittingWorkerPicker,
};
import { partyLabel, stageLabel, useLang } from '../utils/labels';

export interface RegisterFormProps {
  detailBase: string;
  initialOrderNo?: string;
  onBack(): void;
}

export function RegisterForm({ detailBase, initialOrderNo, onBack }: RegisterFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const types = useAbnormalTypes();
  // the inline add stores a basic-data item: offered only to users whose menus open that write
  const canAddType = useApiPermitted(ABNORMAL_TYPE_LIST_URL, 'POST') === true;
  const queryClient = useQueryClient();
  const create = useCreateRecord();
  const key = useRef(newIdempotencyKey());
  const [values, setValues] = useState<RegisterValues>(() => emptyRegisterValues(initialOrderNo));
  const [dirty, setDirty] = useState(false);
  const [stageChosen, setStageChosen] = useState(false);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const draft = useRegisterDraft({ values, dirty, onLoad: (v) => setValues(v) });

  const set = <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => {
    setDirty(true);
    setValues((v) => ({ ...v, [name]: value }));
    if (name in errors) setErrors((x) => ({ ...x, [name]: undefined }));
  };

  const findOrder = async () => {
    const no = values.order_no.trim();
    if (!no) return;
    setFinding(true);
    try {
      const order = await lookupOrder(no);
      if (!order) {
        setValues((v) => ({ ...v, order_id: null, cartons: [], package_nos: [] }));
        setErrors((x) => ({ ...x, order_no: t('abnormal.form.orderNotFound') }));
        return;
      }
      setErrors((x) => ({ ...x, order_no: undefined }));
      setValues((v) => ({ ...v, order_no: order.order_no, order_id: order.id, cartons: cartonNos(order), package_nos: v.order_id === order.id ? v.package_nos : [] }));
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setFinding(false);
    }
  };

  // an order handed in (from the order detail's 上报异常, or a task) is looked up once at opening: its cartons to tick
  const handedIn = useRef(initialOrderNo);
  const findRef = useRef(findOrder);
  findRef.current = findOrder;
  useEffect(() => {
    if (!handedIn.current) return;
    handedIn.current = undefined;
    void findRef.current();
  }, []);

  const toggleCarton = (no: string, on: boolean) => set('package_nos', on ? [...values.package_nos, no].sort() : values.package_nos.filter((x) => x !== no));

  const chooseType = (code: string) => {
    set('type_code', code);
    const hint = stageHint(code);
    if (hint && !stageChosen) setValues((v) => ({ ...v, stage: hint }));
  };

  /** a type typed into the select: stored as the company's ABNORMAL_TYPE config item, then chosen by its code */
  const addType = async (name: string) => {
    const row = await createAbnormalType({ code: newTypeCode(), name });
    await queryClient.invalidateQueries({ queryKey: abnormalTypesQuery().queryKey });
    return row.code;
  };
  const who = responsiblePicker(values.responsible_party, values.stage);
  const WhoPicker = who ? WHO_PICKERS[who] : null;

  const submit = async () => {
    setProblem(null);
    const r = toRecordBody(values, lang, t('abnormal.form.invalid'));
    if (r.errors) return setErrors(r.errors);
    try {
      const record = await create.mutateAsync({ body: r.body, idempotencyKey: key.current });
      await draft.clear();
      setDirty(false);
      toast.success(t('abnormal.form.created', { no: record.abnormal_no }));
      void navigate({ to: detailPath(detailBase, record.id) } as never);
    } catch (e) {
      if (e instanceof ApiError) {
        const data = (e.data ?? null) as { field?: unknown } | null;
        const field = typeof data?.field === 'string' ? FIELD_OF[data.field.split('.')[0]] : undefined;
        if (field) setErrors((x) => ({ ...x, [field]: e.msg }));
        else setProblem(e.msg);
      } else setProblem(e instanceof Error ? e.message : String(e));
    }
  };

  const err = (name: RegisterField) => errors[name];

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} maxW="1000px" data-testid="ab-register-form">
      <HStack gap="2">
        <Button size="sm" variant="ghost" onClick={onBack} aria-label={t('abnormal.form.back')} data-testid="ab-register-back">
          <LuArrowLeft />
        </Button>
        <Heading size="md">{t('abnormal.form.title')}</Heading>
      </HStack>
      <DraftOfferBanner offer={draft.offer} i18nPrefix="abnormal.draftOffer" testIdPrefix="ab-" onRestore={draft.restore} onDiscard={() => void draft.discard()} />
      <Stack gap="3" bg="bg" borderWidth="1px" borderRadius="md" p="3">
        <Field.Root required invalid={!!err('order_no')}>
          <Field.Label>
            {t('abnormal.form.orderNo')}
            <Field.RequiredIndicator />
          </Field.Label>
          <HStack gap="2" w="full" maxW="420px">
            <Input
              value={values.order_no}
              maxLength={40}
              autoFocus={!initialOrderNo}
              placeholder={t('abnormal.form.orderHint')}
              onChange={(e) => {
                const no = e.currentTarget.value;
                setDirty(true);
                setValues((v) => ({ ...v, order_no: no, order_id: null, cartons: [], package_nos: [] }));
              }}
              onKeyDown={(e) => e.key === 'Enter' && void findOrder()}
              onBlur={() => values.order_id === null && void findOrder()}
              data-testid="ab-form-order"
            />
            <Button variant="outline" loading={finding} onClick={() => void findOrder()} data-testid="ab-form-find">
              {t('abnormal.form.find')}
            </Button>
          </HStack>
          <Field.ErrorText data-testid="ab-form-order-error">{err('order_no')}</Field.ErrorText>
        </Field.Root>
        {values.order_id !== null && (
          // not a Field: its label would name every carton's checkbox (a click on one would tick the first)
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium">
              {t('abnormal.form.cartons')}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('abnormal.form.cartonsHint')}
            </Text>
            {values.cartons.length === 0 ? (
              <Text fontSize="sm">{t('abnormal.form.noCartons')}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="1" w="full" data-testid="ab-form-cartons">
                {values.cartons.map((no) => (
                  <Checkbox.Root key={no} size="sm" checked={values.package_nos.includes(no)} onCheckedChange={(d) => toggleCarton(no, d.checked === true)} data-testid="ab-form-carton" data-no={no}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontFamily="mono" whiteSpace="nowrap">
                      {no}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            )}
            {err('package_nos') && (
              <Text fontSize="xs" color="fg.error">
                {err('package_nos')}
              </Text>
            )}
          </Stack>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          <Field.Root required invalid={!!err('type_code')}>
            <Field.Label>
              {t('abnormal.form.type')}
              <Field.RequiredIndicator />
            </Field.Label>
            <ExtendableSelect
              options={(types.data ?? []).map((x) => ({ value: x.code, label: x.name }))}
              value={values.type_code}
              onChange={chooseType}
              onAdd={canAddType ? addType : undefined}
              data-testid="ab-form-type"
            />
            <Field.ErrorText>{err('type_code')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!err('stage')}>
            <Field.Label>{t('abnormal.form.stage')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.stage}
                onChange={(e) => {
                  const stage = e.currentTarget.value as AbnormalStage;
                  setStageChosen(true);
                  set('stage', stage);
                }}
                data-testid="ab-form-stage"
              >
                {ABNORMAL_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {stageLabel(s, lang)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{err('stage')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!err('responsible_party')}>
            <Field.Label>{t('abnormal.form.responsible')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.responsible_party}
                onChange={({ currentTarget: { value: party } }) => {
                  set('responsible_party', party as ResponsibleParty | '');
                  setValues((v) => ({ ...v, responsible_resource_id: '', responsible_label: '' }));
                }}
                data-testid="ab-form-party"
              >
                <option value="">{t('abnormal.form.unknownParty')}</option>
                {RESPONSIBLE_PARTIES.map((p) => (
                  <option key={p} value={p}>
                    {partyLabel(p, lang)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{err('responsible_party')}</Field.ErrorText>
          </Field.Root>
          {WhoPicker && (
            <Field.Root>
              <Field.Label>{t('abnormal.form.responsibleWho')}</Field.Label>
              <WhoPicker
                {...singlePick(values.responsible_resource_id ?? '', values.responsible_label ?? '', (id, label) => {
                  set('responsible_resource_id', id);
                  set('responsible_label', label);
                })}
                data-testid="ab-form-who"
              />
            </Field.Root>
          )}
          <Field.Root invalid={!!err('occurred_at')}>
            <Field.Label>{t('abnormal.form.occurredAt')}</Field.Label>
            <Input type="datetime-local" value={values.occurred_at} onChange={(e) => set('occurred_at', e.currentTarget.value)} data-testid="ab-form-occurred" />
            <Field.ErrorText>{err('occurred_at')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={!!err('description')}>
          <Field.Label>
            {t('abnormal.form.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={values.description} maxLength={500} rows={3} onChange={(e) => set('description', e.currentTarget.value)} data-testid="ab-form-description" />
          <Field.ErrorText>{err('description')}</Field.ErrorText>
        </Field.Root>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('abnormal.form.photos')}
          </Text>
          <ImageUploader value={values.photos} onChange={(ids) => set('photos', ids)} max={ABNORMAL_PHOTOS_MAX} label={t('abnormal.form.photos')} data-testid="ab-form-photos" />
          {err('photos') && (
            <Text fontSize="xs" color="fg.error">
              {err('photos')}
            </Text>
          )}
        </Stack>
        <Checkbox.Root checked={values.hold_order} onCheckedChange={(d) => set('hold_order', d.checked === true)} data-testid="ab-form-hold">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('abnormal.form.holdOrder')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
      {problem && (
        <Alert.Root status="error" size="sm" data-testid="ab-form-error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" justify="flex-end">
        <Button variant="outline" onClick={onBack}>
          {t('abnormal.cancel')}
        </Button>
        <Button colorPalette="brand" loading={create.isPending} onClick={() => void submit()} data-testid="ab-form-submit">
          {t('abnormal.form.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}
