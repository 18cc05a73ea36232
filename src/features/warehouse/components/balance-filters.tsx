/** The inventory's filters: applied together with 查询 (the warehouse and location at once), kept in the URL. */
import { Box, Button, Checkbox, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { InventorySearch } from '../utils/inventory-search';
import { OwnerPicker } from './party-pickers';
import { LocationSelect, WarehouseSelect } from './place-selects';

export interface BalanceFiltersProps {
  search: InventorySearch;
  onApply(patch: Partial<InventorySearch>): void;
}

export function BalanceFilters({ search, onApply }: BalanceFiltersProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [packageNo, setPackageNo] = useState(search.package_no ?? '');
  const [owner, setOwner] = useState({ id: search.owner_id === undefined ? '' : String(search.owner_id), label: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ keyword: keyword.trim() || undefined, package_no: packageNo.trim() || undefined, owner_id: owner.id ? Number(owner.id) : undefined, page: undefined });
  };
  return (
    <form onSubmit={submit} role="search" data-testid="wh-balance-filters">
      <HStack gap="2" flexWrap="wrap">
        <Box w={{ base: 'full', sm: '180px' }}>
          <WarehouseSelect value={search.warehouse_id ? String(search.warehouse_id) : ''} onChange={(v) => onApply({ warehouse_id: v ? Number(v) : undefined, location_id: undefined, page: undefined })} emptyLabel={t('warehouse.list.allWarehouses')} />
        </Box>
        <Box w={{ base: 'full', sm: '160px' }}>
          <LocationSelect warehouseId={search.warehouse_id} value={search.location_id ? String(search.location_id) : ''} onChange={(v) => onApply({ location_id: v ? Number(v) : undefined, page: undefined })} emptyLabel={t('warehouse.filters.allLocations')} />
        </Box>
        <Input size="sm" w={{ base: 'full', sm: '180px' }} value={keyword} maxLength={50} placeholder={t('warehouse.filters.keyword')} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="wh-filter-keyword" />
        <Input size="sm" w={{ base: 'full', sm: '170px' }} fontFamily="mono" value={packageNo} maxLength={40} placeholder={t('warehouse.filters.packageNo')} onChange={(e) => setPackageNo(e.currentTarget.value)} data-testid="wh-filter-package" />
        <Box w={{ base: 'full', sm: '180px' }}>
          <OwnerPicker value={owner.id} label={owner.label} onChange={(id, label) => setOwner({ id, label })} placeholder={t('warehouse.filters.owner')} data-testid="wh-filter-owner" />
        </Box>
        <Checkbox.Root size="sm" checked={!!search.only_available} onCheckedChange={(d) => onApply({ only_available: d.checked === true ? true : undefined, page: undefined })} data-testid="wh-filter-available">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('warehouse.filters.onlyAvailable')}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" size="sm" colorPalette="brand" data-testid="wh-filter-apply">
          <LuSearch /> {t('warehouse.list.search')}
        </Button>
      </HStack>
    </form>
  );
}
