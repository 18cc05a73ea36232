/**
 * Above the order's product lines: a product code typed or scanned (Enter) is looked up with GET
 * /ms-fahuobao-order/FhbOrder/getProductInfo and fills a line with the product's name; 按分类选择 opens the spec's
 * product picker (§2.5: the category cascade, the name filter, Add product) over the products the order may carry
 * (getAllProduct with the order's consignor, service package and business type, with their stock) — a pick, or a
 * product just added there, fills a line the same way.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuListTree, LuScanLine } from 'react-icons/lu';
import { ORDER_PRODUCTS_MAX } from '@/domain/order-form';
import type { ProductListParams } from '@/features/resources/api/products';
import { ProductPicker } from '@/features/resources/components/product-picker';
import { ApiError } from '@/lib/api-client';
import { productInfoQuery } from '../api/product-info';
import { withProduct, type ProductLine } from '../utils/form-values';

export interface ProductEntryBarProps {
  lines: ProductLine[];
  onChange(lines: ProductLine[]): void;
  /** the order's consignor, service package and business type: the catalog's products */
  catalog: Pick<ProductListParams, 'object_id' | 'services_pkg_code' | 'order_business_code'>;
}

export function ProductEntryBar({ lines, onChange, catalog }: ProductEntryBarProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [browsing, setBrowsing] = useState(false);

  const add = (product: { id: number; name: string; code: string; package: number }) => {
    const next = withProduct(lines, product, ORDER_PRODUCTS_MAX);
    if (!next) {
      setError(t('orderEntry.productCode.full'));
      return false;
    }
    setError('');
    onChange(next);
    return true;
  };

  const lookUp = async () => {
    const typed = code.trim();
    if (!typed || busy) return;
    setBusy(true);
    setError('');
    try {
      const product = await queryClient.fetchQuery(productInfoQuery(typed));
      if (product.disabled) setError(t('orderEntry.productCode.disabled'));
      else if (add(product)) setCode('');
    } catch (e) {
      setError(e instanceof ApiError && e.msg ? e.msg : t('orderEntry.productCode.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" data-testid="product-entry-bar">
      <HStack gap="2" flexWrap="wrap">
        <Input
          size="sm"
          bg="white"
          maxW={{ base: 'full', sm: '260px' }}
          value={code}
          aria-label={t('orderEntry.productCode.label')}
          placeholder={t('orderEntry.productCode.placeholder')}
          autoComplete="off"
          aria-invalid={!!error}
          onChange={({ currentTarget: { value } }) => {
            setCode(value);
            setError('');
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void lookUp();
            }
          }}
          data-testid="product-code"
        />
        <Button size="sm" variant="outline" loading={busy} onClick={() => void lookUp()} data-testid="product-code-add">
          <LuScanLine /> {t('orderEntry.productCode.find')}
        </Button>
        <Button size="sm" variant={browsing ? 'subtle' : 'ghost'} onClick={() => setBrowsing((b) => !b)} aria-expanded={browsing} data-testid="product-catalog-toggle">
          <LuListTree /> {t(browsing ? 'orderEntry.catalog.close' : 'orderEntry.catalog.open')}
        </Button>
      </HStack>
      {error && (
        <Text fontSize="xs" color="fg.error" data-testid="product-code-error">
          {error}
        </Text>
      )}
      {browsing && <ProductPicker value={null} onChange={(p) => p && add(p)} check_inventory {...catalog} data-testid="product-catalog" />}
    </Stack>
  );
}
