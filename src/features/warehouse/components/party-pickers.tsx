/** The owner (consignor, through the resources' shared picker) and product pickers of the warehouse forms. */
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import { useMerchantPicker } from '@/lib/session/edition';
import { MERCHANT_LIST_URLS } from '@/domain/editions';
import { ConsignorPicker, singlePick } from '@/features/resources/components/pickers';
import { searchProducts, type ProductRow } from '../api/search-pickers';

export interface PartyPickerProps {
  value: string;
  /** the chosen value's name (a restored draft shows it before any search) */
  label: string;
  onChange(value: string, label: string): void;
  placeholder?: string;
  'data-testid'?: string;
}

/** a chosen value whose row is not loaded yet still reads as its stored name */
const known = (value: string, label: string) => async (values: string[]) => (values.includes(value) && label ? [{ value, label }] : []);

/** The stock's owner: the shared consignor picker (a supplier for the delivery type: the edition's one rule), no add. */
export function OwnerPicker({ value, label, onChange, placeholder, 'data-testid': testId = 'wh-owner-picker' }: PartyPickerProps) {
  const { t } = useTranslation();
  const { ownerListUrl } = useMerchantPicker();
  // full width of its field (a form field lays its children out at their own width)
  return (
    <Box w="full">
      <ConsignorPicker
        supplier={ownerListUrl === MERCHANT_LIST_URLS.suppliers}
        noAdd
        {...singlePick(value, label, onChange)}
        placeholder={placeholder ?? t('warehouse.fields.ownStock')}
        data-testid={testId}
      />
    </Box>
  );
}

export function ProductPicker({ value, label, onChange, placeholder, 'data-testid': testId = 'wh-product-picker' }: PartyPickerProps) {
  const { t } = useTranslation();
  // full width of its field (a form field lays its children out at their own width)
  return (
    <Box w="full">
      <SearchableSelect<ProductRow>
        sourceKey={['warehouse', 'products']}
        search={async (name) => (await searchProducts(name)).map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})`, row: p }))}
        lookup={known(value, label)}
        debounceMs={300}
        loadInitial
        value={value ? [value] : []}
        onChange={(v, opts) => onChange(v[0] ?? '', opts[0]?.label ?? '')}
        placeholder={placeholder ?? t('warehouse.fields.chooseProduct')}
        data-testid={testId}
      />
    </Box>
  );
}
