/**
 * Product picker (spec §2.5, §7, §9): a two-level category cascade (cascader-data under PC001, max level 2), the
 * products of getAllProduct (inventory-aware with check_inventory / filter_zero_inventory) narrowed by the chosen
 * category and by a name filter debounced 300 ms on the client, and an Add product dialog whose new product joins
 * the list and is selected. Failed requests are only logged and give an empty list.
 */
import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useDebouncedValue } from '@/components/ui/searchable-select/use-debounced-value';
import { getAllProducts, getCategoryCascade, type ProductListParams, type ProductRow } from '../api/products';
import { ProductAddDialog } from './product-add-dialog';

export const PRODUCT_FILTER_DEBOUNCE_MS = 300;
const SHOWN = 100;

async function logged<T>(fn: () => Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    console.debug(`[resources] ${what} request failed`, error);
    return fallback;
  }
}

/** Products in the chosen category (level 1 or 2) whose name or code contains the filter text. */
export function filterProducts(list: readonly ProductRow[], lv1: string, lv2: string, text: string): ProductRow[] {
  const needle = text.trim().toLowerCase();
  return list.filter(
    (p) =>
      (!lv1 || p.lv1_category_code === lv1) &&
      (!lv2 || p.lv2_category_code === lv2) &&
      (!needle || p.name.toLowerCase().includes(needle) || p.code.toLowerCase().includes(needle)),
  );
}

export interface ProductPickerProps extends Omit<ProductListParams, 'check_inventory' | 'filter_zero_inventory'> {
  value: ProductRow | null;
  onChange(product: ProductRow | null): void;
  /** rows carry their stock */
  check_inventory?: boolean;
  /** only products with stock */
  filter_zero_inventory?: boolean;
  /** no Add product button */
  noAdd?: boolean;
  'data-testid'?: string;
}

export function ProductPicker({ value, onChange, noAdd = false, 'data-testid': testId = 'product-picker', ...params }: ProductPickerProps) {
  const { t } = useTranslation();
  const [lv1, setLv1] = useState('');
  const [lv2, setLv2] = useState('');
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<ProductRow[]>([]);
  const filter = useDebouncedValue(text, PRODUCT_FILTER_DEBOUNCE_MS);
  const paramsKey = JSON.stringify(params);

  const categories = useQuery({ queryKey: ['product-categories'], queryFn: () => logged(() => getCategoryCascade(), [], 'category'), staleTime: 5 * 60_000 });
  const products = useQuery({
    queryKey: ['products', paramsKey],
    queryFn: () => logged(async () => (await getAllProducts(params)).list, [], 'product'),
    staleTime: 30_000,
  });
  const tree = categories.data ?? [];
  const children = tree.find((c) => c.value === lv1)?.children ?? [];
  const all = useMemo(() => [...added.filter((a) => !(products.data ?? []).some((p) => p.id === a.id)), ...(products.data ?? [])], [added, products.data]);
  const shown = useMemo(() => filterProducts(all, lv1, lv2, filter), [all, lv1, lv2, filter]);

  return (
    <Stack gap="1" data-testid={testId} minW="0">
      <HStack gap="2" wrap="wrap">
        <NativeSelect.Root size="sm" maxW="140px">
          <NativeSelect.Field
            data-testid={`${testId}-lv1`}
            value={lv1}
            onChange={(e) => {
              setLv1(e.target.value);
              setLv2('');
            }}
          >
            <option value="">{t('resources.product.allCategories')}</option>
            {tree.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" maxW="140px" disabled={children.length === 0}>
          <NativeSelect.Field data-testid={`${testId}-lv2`} value={lv2} onChange={(e) => setLv2(e.target.value)}>
            <option value="">{t('resources.product.allCategories')}</option>
            {children.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input size="sm" maxW="160px" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('resources.product.filter')} data-testid={`${testId}-filter`} />
        {!noAdd && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)} data-testid={`${testId}-add`}>
            <LuPlus /> {t('resources.product.add')}
          </Button>
        )}
      </HStack>
      <Box borderWidth="1px" borderRadius="md" maxH="180px" overflowY="auto" data-testid={`${testId}-list`}>
        {shown.length === 0 ? (
          <Text px="2" py="1" fontSize="sm" color="fg.muted">
            {products.isFetching ? t('searchableSelect.loading') : t('searchableSelect.empty')}
          </Text>
        ) : (
          shown.slice(0, SHOWN).map((p) => (
            <Box
              key={p.id}
              px="2"
              py="1"
              fontSize="sm"
              cursor="pointer"
              bg={value?.id === p.id ? 'brand.subtle' : undefined}
              _hover={{ bg: 'bg.muted' }}
              aria-selected={value?.id === p.id}
              data-testid={`${testId}-option`}
              onClick={() => onChange(value?.id === p.id ? null : p)}
            >
              {p.name}
              {p.category_path && (
                <Text as="span" color="fg.muted" ms="2">
                  {p.category_path}
                </Text>
              )}
              {p.inventory !== null && p.inventory !== undefined && (
                <Text as="span" color="fg.muted" ms="2">
                  {t('resources.product.stock', { count: p.inventory })}
                </Text>
              )}
            </Box>
          ))
        )}
      </Box>
      {!noAdd && (
        <ProductAddDialog
          open={adding}
          categories={tree}
          categoryCode={lv2 || lv1 || undefined}
          onCancel={() => setAdding(false)}
          onAdded={(p) => {
            setAdding(false);
            setAdded((a) => [p, ...a.filter((x) => x.id !== p.id)]);
            setText('');
            setLv1('');
            setLv2('');
            onChange(p);
          }}
        />
      )}
    </Stack>
  );
}
