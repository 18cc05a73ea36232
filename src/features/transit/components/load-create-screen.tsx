/**
 * 创建配载 (and 新建短驳 / 新建中转发货 through ?type): type, from and to site, line, carrier, driver, plate, vehicle
 * type or a custom capacity, planned departure, fee in yuan, unplanned cartons allowed, memo, and the orders waiting
 * at the origin with the running total and rates. Autosaved as a local draft; 创建配载 posts once per form
 * (Idempotency-Key) and opens the new load; a refusal shows its msg at the field it names and keeps what was typed.
 */
import { Alert, Box, Button, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftOfferBanner } from '@/components/ui/draft-offer-banner';
import { CarrierPicker, DriverPicker, singlePick, ThirdPartyPicker } from '@/features/resources/components/pickers';
import { LOAD_TYPES, type LoadType } from '@/domain/transit/loads';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useCreateLoad } from '../api/loads';
import { newIdempotencyKey } from '../api/parse';
import { useSites } from '../api/sites';
import { useLoadDraft } from '../hooks/use-load-draft';
import { emptyLoadForm, FIELD_OF, formCapacity, toLoadBody, type FormErrors, type LoadFormValues } from '../utils/load-form';
import { detailPath, DRAYAGE_INDEX, SHIPMENT_INDEX, STOWAGE_INDEX } from '../utils/load-lists';
import { isTransitMessage, transitMessage, typeLabel, useLang } from '../utils/labels';
import { LineSelect, SiteSelect, VehicleTypeSelect } from './selects';
import { WaitingOrders } from './waiting-orders';

export function LoadCreateScreen() {
  const search = useSearch({ strict: false }) as { type?: LoadType };
  const type = search.type && LOAD_TYPES.includes(search.type) ? search.type : 'line_haul';
  return <CreateForm key={type} initialType={type} />;
}

const LIST_OF: Record<LoadType, string> = { line_haul: STOWAGE_INDEX, drayage: DRAYAGE_INDEX, handover: SHIPMENT_INDEX };

function CreateForm({ initialType }: { initialType: LoadType }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const create = useCreateLoad();
  const sites = useSites();
  const key = useRef(newIdempotencyKey());
  const [values, setValues] = useState<LoadFormValues>(() => emptyLoadForm(initialType));
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const onLoad = useCallback((v: LoadFormValues) => setValues({ ...emptyLoadForm(v.type), ...v }), []);
  const draft = useLoadDraft({ type: initialType, values, dirty, onLoad });

  const set = <K extends keyof LoadFormValues>(name: K, value: LoadFormValues[K]) => {
    setValues((v) => ({ ...v, [name]: value, ...(name === 'from_site' ? { order_ids: [] } : {}) }));
    setErrors((e) => ({ ...e, [name]: undefined, root: undefined }));
    setDirty(true);
  };
  const msg = (k: string | undefined) => (!k ? undefined : isTransitMessage(k) ? transitMessage(k, lang) : t(`transit.errors.${k}`, { defaultValue: t('transit.errors.invalidFormat') }));
  const err = (name: keyof FormErrors) => msg(errors[name]);
  const fromName = sites.data?.find((s) => s.key === values.from_site)?.name ?? '';
  const handover = values.type === 'handover';
  const carrierPick = singlePick(values.carrier_id, values.carrier_label, (v, label) => {
    set('carrier_id', v);
    set('carrier_label', label);
  });

  const submit = async () => {
    setProblem(null);
    const r = toLoadBody(values);
    if (r.errors) {
      setErrors(r.errors);
      return;
    }
    try {
      const load = await create.mutateAsync({ body: r.body, idempotencyKey: key.current });
      await draft.clear();
      setDirty(false);
      toast.success(t('transit.create.created', { no: load.load_no }));
      void navigate({ to: detailPath(load.id) } as never);
    } catch (e) {
      if (e instanceof ApiError) {
        const data = (e.data ?? null) as { field?: unknown } | null;
        const field = typeof data?.field === 'string' ? FIELD_OF[data.field] : undefined;
        if (field) setErrors((x) => ({ ...x, [field]: `!${e.msg}` }));
        setProblem(e.msg);
      } else setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  // a server message is shown as sent ('!' marks it: it is already in the user's language)
  const shown = (name: keyof FormErrors) => (errors[name]?.startsWith('!') ? errors[name]!.slice(1) : err(name));

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} maxW="1200px" data-testid="ts-create" data-type={values.type}>
      <Heading size="md">{values.type === 'drayage' ? t('transit.list.createDrayage') : handover ? t('transit.list.createHandover') : t('transit.list.create')}</Heading>
      <DraftOfferBanner offer={draft.offer} i18nPrefix="transit.draftOffer" testIdPrefix="ts-" onRestore={draft.restore} onDiscard={() => void draft.discard()} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" bg="bg" borderWidth="1px" borderRadius="md" p="3">
        <Field.Root required>
          <Field.Label>{t('transit.fields.type')}</Field.Label>
          <NativeSelect.Root size="md">
            <NativeSelect.Field value={values.type} onChange={(e) => set('type', e.currentTarget.value as LoadType)} data-testid="ts-form-type">
              {LOAD_TYPES.map((x) => (
                <option key={x} value={x}>
                  {typeLabel(x, lang)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required invalid={!!shown('from_site')}>
          <Field.Label>
            {t('transit.fields.fromSite')}
            <Field.RequiredIndicator />
          </Field.Label>
          <SiteSelect size="md" value={values.from_site} onChange={(v) => set('from_site', v)} invalid={!!shown('from_site')} aria-label={t('transit.fields.fromSite')} data-testid="ts-form-from" />
          <Field.ErrorText>{shown('from_site')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!shown('to_site')}>
          <Field.Label>
            {t('transit.fields.toSite')}
            <Field.RequiredIndicator />
          </Field.Label>
          <SiteSelect size="md" value={values.to_site} onChange={(v) => set('to_site', v)} invalid={!!shown('to_site')} aria-label={t('transit.fields.toSite')} data-testid="ts-form-to" />
          <Field.ErrorText>{shown('to_site')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!shown('line_id')}>
          <Field.Label>{t('transit.fields.line')}</Field.Label>
          <LineSelect size="md" value={values.line_id} onChange={(v) => set('line_id', v)} data-testid="ts-form-line" />
          <Field.ErrorText>{shown('line_id')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!shown('carrier_id')}>
          <Field.Label>{t(handover ? 'transit.fields.thirdParty' : 'transit.fields.carrier')}</Field.Label>
          <Box w="full">
            {/* a handover goes to a third-party logistics company (its tracking number below); other loads to a carrier */}
            {handover ? (
              <ThirdPartyPicker {...carrierPick} placeholder={t('transit.fields.chooseThirdParty')} data-testid="ts-form-third-party" />
            ) : (
              <CarrierPicker {...carrierPick} placeholder={t('transit.fields.chooseCarrier')} data-testid="ts-form-carrier" />
            )}
          </Box>
          <Field.ErrorText>{shown('carrier_id')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!shown('driver_id')}>
          <Field.Label>{t('transit.fields.driver')}</Field.Label>
          <Box w="full">
            <DriverPicker
              {...singlePick(values.driver_id, values.driver_label, (v, label) => {
                set('driver_id', v);
                set('driver_label', label);
              })}
              placeholder={t('transit.fields.chooseDriver')}
              data-testid="ts-form-driver"
            />
          </Box>
          <Field.ErrorText>{shown('driver_id')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!shown('vehicle_plate')}>
          <Field.Label>{t('transit.fields.plate')}</Field.Label>
          <Input maxLength={20} value={values.vehicle_plate} placeholder="沪A12345" onChange={(e) => set('vehicle_plate', e.currentTarget.value.toUpperCase())} data-testid="ts-form-plate" />
          <Field.ErrorText>{shown('vehicle_plate')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!shown('vehicle_type')}>
          <Field.Label>{t('transit.fields.vehicleType')}</Field.Label>
          <VehicleTypeSelect value={values.vehicle_type} onChange={(v) => set('vehicle_type', v)} data-testid="ts-form-vehicle" />
          <Field.ErrorText>{shown('vehicle_type')}</Field.ErrorText>
        </Field.Root>
        {!values.vehicle_type && (
          <>
            <Field.Root invalid={!!shown('capacity_kg')}>
              <Field.Label>{t('transit.fields.capacityKg')}</Field.Label>
              <Input inputMode="decimal" value={values.capacity_kg} onChange={(e) => set('capacity_kg', e.currentTarget.value)} data-testid="ts-form-capacity-kg" />
              <Field.ErrorText>{shown('capacity_kg')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!shown('capacity_m3')}>
              <Field.Label>{t('transit.fields.capacityM3')}</Field.Label>
              <Input inputMode="decimal" value={values.capacity_m3} onChange={(e) => set('capacity_m3', e.currentTarget.value)} data-testid="ts-form-capacity-m3" />
              <Field.ErrorText>{shown('capacity_m3')}</Field.ErrorText>
            </Field.Root>
          </>
        )}
        <Field.Root invalid={!!shown('capacity_pieces')}>
          <Field.Label>{t('transit.fields.capacityPieces')}</Field.Label>
          <Input inputMode="numeric" value={values.capacity_pieces} onChange={(e) => set('capacity_pieces', e.currentTarget.value.replace(/\D/g, '').slice(0, 6))} data-testid="ts-form-capacity-pieces" />
          <Field.ErrorText>{shown('capacity_pieces')}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!shown('planned_departure')}>
          <Field.Label>
            {t('transit.fields.plannedDeparture')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="datetime-local" value={values.planned_departure} onChange={(e) => set('planned_departure', e.currentTarget.value)} data-testid="ts-form-departure" />
          <Field.ErrorText>{shown('planned_departure')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!shown('fee_yuan')}>
          <Field.Label>{t('transit.fields.fee')}</Field.Label>
          <Input inputMode="decimal" value={values.fee_yuan} placeholder="0.00" onChange={(e) => set('fee_yuan', e.currentTarget.value)} data-testid="ts-form-fee" />
          <Field.ErrorText>{shown('fee_yuan')}</Field.ErrorText>
        </Field.Root>
        {handover && (
          <Field.Root invalid={!!shown('tracking_no')}>
            <Field.Label>{t('transit.fields.trackingNo')}</Field.Label>
            <Input maxLength={50} value={values.tracking_no} onChange={(e) => set('tracking_no', e.currentTarget.value)} data-testid="ts-form-tracking" />
            <Field.ErrorText>{shown('tracking_no')}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root gridColumn={{ lg: 'span 2' }} invalid={!!shown('memo')}>
          <Field.Label>{t('transit.fields.memo')}</Field.Label>
          <Textarea rows={1} maxLength={320} value={values.memo} onChange={(e) => set('memo', e.currentTarget.value)} data-testid="ts-form-memo" />
          <Field.ErrorText>{shown('memo')}</Field.ErrorText>
        </Field.Root>
        <Box gridColumn={{ sm: 'span 2', lg: 'span 4' }}>
          <Checkbox.Root checked={values.allow_unplanned} onCheckedChange={(d) => set('allow_unplanned', d.checked === true)} data-testid="ts-form-unplanned">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('transit.fields.allowUnplanned')}</Checkbox.Label>
          </Checkbox.Root>
        </Box>
      </SimpleGrid>
      <Box bg="bg" borderWidth="1px" borderRadius="md" p="3">
        <WaitingOrders site={values.from_site} siteName={fromName} selected={values.order_ids} onChange={(ids) => set('order_ids', ids)} capacity={formCapacity(values)} />
        {shown('order_ids') && (
          <Text color="fg.error" fontSize="sm" mt="2">
            {shown('order_ids')}
          </Text>
        )}
      </Box>
      {(problem || shown('root')) && (
        <Alert.Root status="error" data-testid="ts-form-error">
          <Alert.Indicator />
          <Alert.Title>{problem ?? shown('root')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" justify="flex-end" position="sticky" bottom="0" bg="bg" py="2" zIndex="2">
        <Button variant="outline" size="lg" onClick={() => void navigate({ to: LIST_OF[values.type] } as never)}>
          {t('transit.cancel')}
        </Button>
        <Button size="lg" colorPalette="brand" loading={create.isPending} onClick={() => void submit()} data-testid="ts-form-save">
          {t('transit.create.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
