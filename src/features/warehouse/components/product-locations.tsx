/**
 * The chosen product's stock by location (get_locations_by_product_id) as buttons under the product picker: one
 * click fills the warehouse and location it is taken from.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useProductLocations, type ProductLocation } from '../api/product-locations';

export interface ProductLocationsProps {
  productId: number | null;
  /** the chosen location, marked */
  locationId?: number | null;
  onPick(location: ProductLocation): void;
}

export function ProductLocations({ productId, locationId, onPick }: ProductLocationsProps) {
  const { t } = useTranslation();
  const { data, isSuccess } = useProductLocations(productId);
  if (!productId || !isSuccess) return null;
  return (
    <HStack gap="1" flexWrap="wrap" fontSize="xs" data-testid="wh-product-locations">
      <Text color="fg.muted">{t('warehouse.replace.stockedAt')}</Text>
      {data.length === 0 && <Text color="fg.muted">{t('warehouse.replace.noStock')}</Text>}
      {data.map((l) => (
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
