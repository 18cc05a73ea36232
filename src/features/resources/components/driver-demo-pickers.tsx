/**
 * The driver list's extra filter-bar widgets: the carrier picker with its add-and-use item, the station / factory
 * create-on-blur autocompletes and the product picker that the order-entry screen reuses (shown here so they can
 * be used and tested on a real screen).
 */
import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../api/products';
import type { AutocompleteOption } from './creatable-autocomplete';
import { FactoryAutocomplete } from './factory-autocomplete';
import { CarrierPicker } from './pickers';
import { ProductPicker } from './product-picker';
import { StationAutocomplete } from './station-autocomplete';

export function DriverDemoPickers() {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState<string[]>([]);
  const [station, setStation] = useState<AutocompleteOption | null>(null);
  const [factory, setFactory] = useState<AutocompleteOption | null>(null);
  const [product, setProduct] = useState<ProductRow | null>(null);
  return (
    <>
      <Field.Root maxW="260px">
        <Field.Label fontSize="sm">{t('resources.screens.carrier')}</Field.Label>
        <CarrierPicker value={carrier} onChange={(v) => setCarrier(v)} data-testid="drivers-carrier-picker" />
      </Field.Root>
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
