/**
 * The chosen product's stock by location (get_locations_by_product_id) as buttons under the product picker: one
 * click fills the warehouse and location it is taken from (the product-replace screen; a document's lines, narrowed to
 * the document's warehouse, where the location is the one stock is taken from).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProductLocations, type ProductLocation } from '../api/product-locations';

export interface ProductLocationsProps {
  productId: number | null;
  /** the chosen location, marked */
  locationId?: number | null;
  onPick(location: ProductLocation): void;
  /** only this warehouse's locations */
  warehouseId?: number;
  'data-testid'?: string;
}

export function ProductLocations({ productId, locationId, onPick, warehouseId, 'data-testid': testId = 'wh-product-locations' }: ProductLocationsProps) {
  const { t } = useTranslation();
  const { data, isSuccess } = useProductLocations(productId);
  if (!productId || !isSuccess) return null;
  const shown = warehouseId === undefined ? data : data.filter((l) => l.warehouse_id === warehouseId);
  return (
    <HStack gap="1" flexWrap="wrap" fontSize="xs" data-testid={testId}>
      <Text color="fg.muted">{t('warehouse.replace.stockedAt')}</Text>
      {shown.length === 0 && <Text color="fg.muted">{t('warehouse.replace.noStock')}</Text>}
      {shown.map((l) => (
        <Button
          key={l.location_id}
          size="2xs"
          variant={l.location_id === locationId ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => onPick(l)}
          data-testid="wh-product-location"
        >
          {t('warehouse.replace.location', { warehouse: l.warehouse_name, location: l.location_name || l.location_code, qty: l.qty })}
        </Button>
      ))}
    </HStack>
  );
}
