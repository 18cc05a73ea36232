/**
 * The lines of a document form: product, carton number (optional), quantity and, by kind, the source location
 * (outbound, lock, replenish) with the line product's stocked locations in the warehouse to choose from
 * (get_locations_by_product_id), the put-away target (inbound, optional) and the pick location (replenish). Each
 * line is a card, so it reads on a phone as well as a tablet.
 */
import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { emptyLine, type DocumentFormValues, type LinesKind } from '../utils/document-form';
import { useLang } from '../utils/labels';
import { issueText } from './form-error';
import { ProductPicker } from './party-pickers';
import { LocationSelect } from './place-selects';
import { ProductLocations } from './product-locations';

export interface LineFieldsProps {
  kind: LinesKind;
  control: Control<DocumentFormValues>;
  register: UseFormRegister<DocumentFormValues>;
  errors: FieldErrors<DocumentFormValues>;
  warehouseId: number | undefined;
}

export function LineFields({ kind, control, register, errors, warehouseId }: LineFieldsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const err = (i: number, name: string) => {
    const e = (errors.lines?.[i] as Record<string, { message?: string }> | undefined)?.[name];
    return issueText(e?.message, `lines.${i}.${name}`, t, lang);
  };
  const locationLabel = kind === 'inbound' ? t('warehouse.fields.putAwayLocation') : kind === 'replenish' ? t('warehouse.fields.fromLocation') : t('warehouse.fields.sourceLocation');

  return (
    <Stack gap="2" data-testid="wh-line-fields">
      {fields.map((f, i) => (
        <Box key={f.id} borderWidth="1px" borderRadius="md" p="3" data-testid="wh-line-field">
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" fontWeight="semibold">
              {t('warehouse.fields.lineNo', { line: i + 1 })}
            </Text>
            <Button size="xs" variant="ghost" colorPalette="red" disabled={fields.length === 1} onClick={() => remove(i)} aria-label={t('warehouse.fields.removeLine')} data-testid="wh-line-remove">
              <LuTrash2 />
            </Button>
          </HStack>
          <SimpleGrid columns={{ base: 1, md: kind === 'replenish' ? 5 : 4 }} gap="2">
            <Field.Root invalid={!!err(i, 'product_id')} gridColumn={{ md: 'span 2' }}>
              <Field.Label fontSize="xs">{t('warehouse.fields.product')}</Field.Label>
              <Controller
                control={control}
                name={`lines.${i}.product_id`}
                render={({ field }) => (
                  <Controller
                    control={control}
                    name={`lines.${i}.product_label`}
                    render={({ field: labelField }) => (
                      <ProductPicker
                        value={field.value}
                        label={labelField.value}
                        onChange={(v, label) => {
                          field.onChange(v);
                          labelField.onChange(label);
                        }}
                        data-testid={`wh-line-product-${i}`}
                      />
                    )}
                  />
                )}
              />
              <Field.ErrorText>{err(i, 'product_id')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!err(i, 'quantity')}>
              <Field.Label fontSize="xs">{t('warehouse.fields.quantity')}</Field.Label>
              <Input type="number" inputMode="numeric" min={1} step={1} {...register(`lines.${i}.quantity`)} data-testid={`wh-line-quantity-${i}`} />
              <Field.ErrorText>{err(i, 'quantity')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!err(i, 'package_no')}>
              <Field.Label fontSize="xs">{t('warehouse.fields.packageNo')}</Field.Label>
              <Input fontFamily="mono" maxLength={40} placeholder={t('warehouse.fields.optional')} {...register(`lines.${i}.package_no`)} data-testid={`wh-line-package-${i}`} />
              <Field.ErrorText>{err(i, 'package_no')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!err(i, 'location_id')} gridColumn={{ md: kind === 'replenish' ? undefined : 'span 2' }}>
              <Field.Label fontSize="xs">{locationLabel}</Field.Label>
              <Controller
                control={control}
                name={`lines.${i}.location_id`}
                render={({ field }) => (
                  <>
                    <LocationSelect warehouseId={warehouseId} value={field.value} onChange={field.onChange} size="md" emptyLabel={kind === 'inbound' ? t('warehouse.fields.suggested') : undefined} invalid={!!err(i, 'location_id')} data-testid={`wh-line-location-${i}`} />
                    {kind !== 'inbound' && <StockedAt control={control} index={i} warehouseId={warehouseId} value={field.value} onPick={field.onChange} />}
                  </>
                )}
              />
              <Field.ErrorText>{err(i, 'location_id')}</Field.ErrorText>
            </Field.Root>
            {kind === 'replenish' && (
              <Field.Root invalid={!!err(i, 'to_location_id')}>
                <Field.Label fontSize="xs">{t('warehouse.fields.toLocation')}</Field.Label>
                <Controller
                  control={control}
                  name={`lines.${i}.to_location_id`}
                  render={({ field }) => <LocationSelect warehouseId={warehouseId} value={field.value} onChange={field.onChange} size="md" invalid={!!err(i, 'to_location_id')} data-testid={`wh-line-to-location-${i}`} />}
                />
                <Field.ErrorText>{err(i, 'to_location_id')}</Field.ErrorText>
              </Field.Root>
            )}
            <Field.Root gridColumn={{ md: 'span 2' }}>
              <Field.Label fontSize="xs">{t('warehouse.fields.memo')}</Field.Label>
              <Input maxLength={200} {...register(`lines.${i}.memo`)} />
            </Field.Root>
          </SimpleGrid>
        </Box>
      ))}
      <Button size="md" variant="outline" alignSelf="flex-start" onClick={() => append(emptyLine())} disabled={fields.length >= 2000} data-testid="wh-line-add">
        <LuPlus /> {t('warehouse.fields.addLine')}
      </Button>
    </Stack>
  );
}

/** The line product's locations in the document's warehouse under its source location: a click chooses one. */
function StockedAt({ control, index, warehouseId, value, onPick }: { control: Control<DocumentFormValues>; index: number; warehouseId: number | undefined; value: string; onPick(locationId: string): void }) {
  const productId = useWatch({ control, name: `lines.${index}.product_id` });
  if (warehouseId === undefined) return null;
  return (
    <ProductLocations productId={Number(productId) || null} warehouseId={warehouseId} locationId={Number(value) || null} onPick={(l) => onPick(String(l.location_id))} data-testid={`wh-line-locations-${index}`} />
  );
}
