/** The order's product lines: a code entry and the category catalog above them, product + quantity per row, add / remove rows, the package total. */
import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { ORDER_PRODUCTS_MAX } from '@/domain/order-form';
import { emptyLine, packageTotal, type FieldErrors, type ProductLine } from '../utils/form-values';
import { ProductPicker } from './entry-pickers';
import { ProductEntryBar, type ProductEntryBarProps } from './product-entry-bar';

export interface ProductLinesProps {
  lines: ProductLine[];
  errors: FieldErrors;
  onChange(lines: ProductLine[]): void;
  catalog: ProductEntryBarProps['catalog'];
}

export function ProductLines({ lines, errors, onChange, catalog }: ProductLinesProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<ProductLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <Stack gap="2" gridColumn="1 / -1" data-testid="product-lines">
      <ProductEntryBar lines={lines} onChange={onChange} catalog={catalog} />
      {lines.map((line, i) => {
        const productError = errors[`products.${i}.product_id`];
        const quantityError = errors[`products.${i}.quantity`];
        return (
          <Box key={i} data-testid="product-line">
            <HStack gap="2" align="start" flexWrap={{ base: 'wrap', md: 'nowrap' }}>
              <Box flex="1" minW={{ base: '100%', md: '240px' }}>
                <ProductPicker
                  value={line.product_id}
                  label={line.name}
                  onChange={(value, name, pkg) => set(i, { product_id: value, name, package: pkg })}
                  testId={`product-${i}`}
                />
                {productError && (
                  <Text fontSize="xs" color="fg.error" mt="1" data-testid={`error-products.${i}.product_id`}>
                    {t(`orderEntry.msg.${productError.key}`)}
                  </Text>
                )}
              </Box>
              <Box w="110px">
                <Input
                  size="sm"
                  type="number"
                  min={1}
                  aria-label={t('orderEntry.f.quantity')}
                  value={line.quantity}
                  onChange={(e) => set(i, { quantity: e.target.value })}
                  data-testid={`quantity-${i}`}
                  aria-invalid={!!quantityError}
                />
                {quantityError && (
                  <Text fontSize="xs" color="fg.error" mt="1">
                    {t(`orderEntry.msg.${quantityError.key}`)}
                  </Text>
                )}
              </Box>
              <Text fontSize="sm" color="fg.muted" pt="1.5" minW="70px">
                {t('orderEntry.f.packages')}: {line.product_id ? (Number(line.quantity) || 0) * (line.package || 1) : '-'}
              </Text>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('orderEntry.removeLine')}
                disabled={lines.length <= 1}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
                data-testid={`remove-line-${i}`}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          </Box>
        );
      })}
      {errors.products && (
        <Text fontSize="sm" color="fg.error" data-testid="error-products">
          {t(`orderEntry.msg.${errors.products.key}`)}
        </Text>
      )}
      <HStack justify="space-between">
        <Button size="xs" variant="outline" onClick={() => onChange([...lines, emptyLine()])} disabled={lines.length >= ORDER_PRODUCTS_MAX} data-testid="add-line">
          <LuPlus /> {t('orderEntry.addLine')}
        </Button>
        <Text fontSize="sm" fontWeight="medium" data-testid="package-total">
          {t('orderEntry.packageTotal', { count: packageTotal(lines) })}
        </Text>
      </HStack>
    </Stack>
  );
}
