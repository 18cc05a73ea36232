/**
 * The order entry form, rendered from the variant's definition (VARIANTS in src/domain/order-form.ts): the
 * common fields always, the variant's optional ones (sender, shipping no, client order no, delivery provider)
 * only when it has them, each marked required when the variant requires it.
 */
import { Checkbox, Input, NativeSelect, Stack, Textarea, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AddressTreeSelect } from '@/components/ui/tree-select/address-tree-select';
import { MEMO_MAX } from '@/domain/constants';
import { useEditionWords } from '@/lib/session/edition';
import { useOrderTags } from '../api/order-tags';
import { useServicePackages } from '../api/service-packages';
import { BUSINESS_TYPES, requiredFields, shownFields, type FieldErrors, type FormContext, type OrderFormValues } from '../utils/form-values';
import { ConsignorPicker, DeliveryProviderPicker, singlePick, StorePicker } from '@/features/resources/components/pickers';
import { EntryField, EntrySection } from './form-parts';
import { ProductLines } from './product-lines';

export interface OrderFormProps {
  ctx: FormContext;
  /** a consignor account's user id (its stores); null for a servicer */
  ownUserId: number | null;
  values: OrderFormValues;
  errors: FieldErrors;
  onChange(patch: Partial<OrderFormValues>): void;
  /** the district chosen in the tree (the screen derives the codes and runs the banned-area check) */
  onDistrict(code: string | null): void;
  onAddressBlur(): void;
}

export function OrderForm({ ctx, ownUserId, values, errors, onChange, onDistrict, onAddressBlur }: OrderFormProps) {
  const { t } = useTranslation();
  const shown = shownFields(ctx);
  const required = requiredFields(ctx);
  const pkgs = useServicePackages();
  const tags = useOrderTags();
  const f = (k: string) => t(`orderEntry.f.${k}`);
  // the merchant's name follows the company's edition (src/domain/editions.ts)
  const words = useEditionWords();
  const text = (name: keyof OrderFormValues, testId = name as string) => ({
    value: values[name] as string,
    onChange: (e: { target: { value: string } }) => onChange({ [name]: e.target.value } as Partial<OrderFormValues>),
    'data-testid': `field-${testId}`,
    size: 'sm' as const,
    bg: 'white',
  });

  return (
    <Stack gap="3" data-testid="order-form" data-variant={ctx.variant}>
      {(shown.has('consignor_resource_id') || shown.has('store_resource_id') || shown.has('delivery_resource_id')) && (
        <EntrySection title={t('orderEntry.section.parties')} testId="section-parties">
          {shown.has('consignor_resource_id') && (
            <EntryField label={words.merchant} name="consignor_resource_id" required={required.has('consignor_resource_id')} error={errors.consignor_resource_id}>
              <ConsignorPicker
                supplier={words.profile.merchantEndpoint === 'supplier'}
                orderable
                // another consignor's store cannot stay chosen
                {...singlePick(values.consignor_resource_id, values.consignor_name, (v, label) =>
                  onChange({ consignor_resource_id: v, consignor_name: label, store_resource_id: '', store_name: '' }),
                )}
                placeholder={t('orderEntry.ph.merchant', { noun: words.merchant })}
                data-testid="picker-consignor"
              />
            </EntryField>
          )}
          {shown.has('store_resource_id') && (
            <EntryField label={f('store')} name="store_resource_id" required={required.has('store_resource_id')} error={errors.store_resource_id}>
              <StorePicker
                key={ownUserId ?? values.consignor_resource_id}
                consignorId={values.consignor_resource_id}
                ownUserId={ownUserId}
                selectOnLoad
                {...singlePick(values.store_resource_id, values.store_name, (v, label) => onChange({ store_resource_id: v, store_name: label }))}
                placeholder={t(ownUserId !== null || values.consignor_resource_id ? 'orderEntry.ph.storeReady' : 'orderEntry.ph.store')}
                data-testid="picker-store"
              />
            </EntryField>
          )}
          {shown.has('delivery_resource_id') && (
            <EntryField label={f('delivery')} name="delivery_resource_id" required={required.has('delivery_resource_id')} error={errors.delivery_resource_id}>
              <DeliveryProviderPicker
                {...singlePick(values.delivery_resource_id, values.delivery_name, (v, label) => onChange({ delivery_resource_id: v, delivery_name: label }))}
                placeholder={t('orderEntry.ph.delivery')}
                data-testid="picker-delivery"
              />
            </EntryField>
          )}
        </EntrySection>
      )}

      <EntrySection title={t('orderEntry.section.receiver')} testId="section-receiver">
        <EntryField label={f('endContact')} name="end_contact" required error={errors.end_contact}>
          <Input {...text('end_contact')} maxLength={50} autoComplete="off" />
        </EntryField>
        <EntryField label={f('endTel')} name="end_tel" required error={errors.end_tel}>
          <Input {...text('end_tel')} inputMode="tel" maxLength={20} autoComplete="off" />
        </EntryField>
        <EntryField label={f('area')} name="area" required error={errors.area}>
          <AddressTreeSelect value={values.end_district_code || null} onChange={onDistrict} placeholder={t('orderEntry.ph.area')} data-testid="field-area" />
        </EntryField>
        <EntryField label={f('endAddress')} name="end_address" required error={errors.end_address} span={3}>
          <Input {...text('end_address')} maxLength={200} onBlur={onAddressBlur} autoComplete="off" />
        </EntryField>
        <EntryField label={f('endFloor')} name="end_floor" error={errors.end_floor}>
          <Input {...text('end_floor')} inputMode="numeric" maxLength={3} autoComplete="off" />
        </EntryField>
        <EntryField label={f('endHasLift')} name="end_has_lift" error={errors.end_has_lift}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={values.end_has_lift} onChange={(e) => onChange({ end_has_lift: e.currentTarget.value })} data-testid="field-end_has_lift" bg="white">
              <option value="">{t('orderEntry.lift.unknown')}</option>
              <option value="yes">{t('orderEntry.lift.yes')}</option>
              <option value="no">{t('orderEntry.lift.no')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </EntryField>
      </EntrySection>

      {shown.has('sender') && (
        <EntrySection title={t('orderEntry.section.sender')} testId="section-sender">
          <EntryField label={f('senderName')} name="sender_name" required={required.has('sender')} error={errors.sender_name}>
            <Input {...text('sender_name')} maxLength={50} />
          </EntryField>
          <EntryField label={f('senderPhone')} name="sender_phone" error={errors.sender_phone}>
            <Input {...text('sender_phone')} inputMode="tel" maxLength={20} />
          </EntryField>
          <EntryField label={f('senderAddress')} name="sender_address" error={errors.sender_address}>
            <Input {...text('sender_address')} maxLength={200} />
          </EntryField>
        </EntrySection>
      )}

      <EntrySection title={t('orderEntry.section.products')} testId="section-products">
        <ProductLines
          lines={values.products}
          errors={errors}
          onChange={(products) => onChange({ products })}
          catalog={{ object_id: Number(values.consignor_resource_id) || undefined, services_pkg_code: values.services_pkg_code || undefined, order_business_code: values.business_type || undefined }}
        />
      </EntrySection>

      <EntrySection title={t('orderEntry.section.service')} testId="section-service">
        <EntryField label={f('servicePkg')} name="services_pkg_code" required error={errors.services_pkg_code}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={values.services_pkg_code} onChange={(e) => onChange({ services_pkg_code: e.currentTarget.value })} data-testid="field-services_pkg_code" bg="white">
              <option value="">{t('orderEntry.ph.servicePkg')}</option>
              {(pkgs.data ?? []).map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </EntryField>
        {shown.has('business_type') && (
          <EntryField label={f('businessType')} name="business_type" error={errors.business_type}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={values.business_type} onChange={(e) => onChange({ business_type: e.currentTarget.value })} data-testid="field-business_type" bg="white">
                {BUSINESS_TYPES.map((b) => (
                  <option key={b} value={b}>
                    {t(`orderEntry.businessType.${b}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </EntryField>
        )}
        {shown.has('shipping_no') && (
          <EntryField label={f('shippingNo')} name="shipping_no" required={required.has('shipping_no')} error={errors.shipping_no}>
            <Input {...text('shipping_no')} maxLength={12} placeholder={t('orderEntry.ph.shippingNo')} />
          </EntryField>
        )}
        {shown.has('client_order_no') && (
          <EntryField label={f('clientOrderNo')} name="client_order_no" required={required.has('client_order_no')} error={errors.client_order_no}>
            <Input {...text('client_order_no')} maxLength={64} />
          </EntryField>
        )}
        <EntryField label={f('tags')} name="tags" error={errors.tags} span={3}>
          <Wrap gap="3" data-testid="field-tags">
            {(tags.data ?? []).map((tag) => (
              <Checkbox.Root
                key={tag.code}
                size="sm"
                checked={values.tags.includes(tag.code)}
                onCheckedChange={(d) => onChange({ tags: d.checked ? [...values.tags, tag.code] : values.tags.filter((x) => x !== tag.code) })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{tag.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </EntryField>
      </EntrySection>

      <EntrySection title={t('orderEntry.section.other')} testId="section-other">
        <EntryField label={f('memo')} name="memo" error={errors.memo} span={2}>
          <Textarea {...text('memo')} maxLength={MEMO_MAX} rows={2} />
        </EntryField>
        {shown.has('print_memo') && (
          <EntryField label={f('printMemo')} name="print_memo" error={errors.print_memo}>
            <Input {...text('print_memo')} maxLength={200} />
          </EntryField>
        )}
      </EntrySection>
    </Stack>
  );
}
