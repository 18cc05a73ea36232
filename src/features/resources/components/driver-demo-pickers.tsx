/**
 * The driver list's extra filter-bar widgets that no screen of their own uses yet: the station / factory
 * create-on-blur autocompletes and the resources' product picker (category cascade, Add product), shown here so they
 * can be used and tested on a real screen. The carrier picker lives on 创建配载, the other resource pickers on the
 * order form, the assign dialogs, the quote card, the abnormal register form and 新建中转发货.
 */
import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../api/products';
import type { AutocompleteOption } from './creatable-autocomplete';
import { FactoryAutocomplete } from './factory-autocomplete';
import { ProductPicker } from './product-picker';
import { StationAutocomplete } from './station-autocomplete';

export function DriverDemoPickers() {
  const { t } = useTranslation();
  const [station, setStation] = useState<AutocompleteOption | null>(null);
  const [factory, setFactory] = useState<AutocompleteOption | null>(null);
  const [product, setProduct] = useState<ProductRow | null>(null);
  return (
    <>
      <Field.Root maxW="220px">
        <Field.Label fontSize="sm">{t('resources.autocomplete.station')}</Field.Label>
        <StationAutocomplete value={station} onChange={setStation} allowCreate data-testid="drivers-station" />
      </Field.Root>
      <Field.Root maxW="220px">
        <Field.Label fontSize="sm">{t('resources.autocomplete.factory')}</Field.Label>
        <FactoryAutocomplete value={factory} onChange={setFactory} data-testid="drivers-factory" />
      </Field.Root>
      <Field.Root maxW="640px">
        <Field.Label fontSize="sm">{t('resources.autocomplete.product')}</Field.Label>
        <ProductPicker value={product} onChange={setProduct} data-testid="drivers-product" />
      </Field.Root>
    </>
  );
}
