/**
 * 产品替换: find an order by number, choose which of its products is wrong or damaged and how many units, the
 * replacement product and the location it is taken from (the locations stocking it offered under the field), what
 * happens to the old cartons (loss or back to the merchant) and why. The server swaps it in one transaction; the answer lists the cartons removed and made, and the
 * order's timeline shows the swap.
 */
import { Alert, Badge, Box, Button, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { ProductReplaceAnswer } from '@/domain/warehouse/api-product-replace';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '../api/create-document';
import { useReplaceOrder, useReplaceProduct } from '../api/product-replace';
import { ProductPicker } from './party-pickers';
import { LocationSelect, WarehouseSelect } from './place-selects';
import { ProductLocations } from './product-locations';

const SCREEN = '/saas/warehouse/productReplace/index';

export function ProductReplaceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { no = '' } = useSearch({ strict: false }) as { no?: string };
  const [typed, setTyped] = useState(no);
  const order = useReplaceOrder(no);
  const replace = useReplaceProduct();
  const [fromId, setFromId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [to, setTo] = useState({ value: '', label: '' });
  const [warehouseId, setWarehouseId] = useState('');
  const [locationId, setLocationId] = useState('');
  const [disposition, setDisposition] = useState<'LOSS' | 'SUPPLIER'>('LOSS');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<ProductReplaceAnswer | null>(null);
  const o = order.data;
  const whId = warehouseId || (o?.warehouse_id ? String(o.warehouse_id) : '');

  const find = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFromId('');
    void navigate({ to: SCREEN, search: typed.trim() ? { no: typed.trim() } : {} } as never);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!o) return;
    replace.mutate(
      {
        idempotencyKey: key,
        body: { order_id: o.id, from_product_id: Number(fromId), to_product_id: Number(to.value), quantity: Number(quantity), location_id: Number(locationId), disposition, reason },
      },
      {
        onSuccess: (answer) => {
          setDone(answer);
          setKey(newIdempotencyKey());
          setReason('');
        },
      },
    );
  };
  const refusal = replace.error instanceof ApiError ? replace.error.msg : replace.error ? t('warehouse.replace.failed') : '';
  const missing = no && order.isError;

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} maxW="960px" minW="0" data-testid="wh-replace-screen">
      <Heading size="md">{t('routes.saasWarehouseProductReplaceIndex')}</Heading>
      <form onSubmit={find} role="search">
        <HStack gap="2" maxW="560px">
          <Input size="lg" fontFamily="mono" value={typed} maxLength={32} placeholder={t('warehouse.replace.orderNo')} aria-label={t('warehouse.replace.orderNo')} onChange={(e) => setTyped(e.currentTarget.value)} data-testid="wh-replace-order" />
          <Button type="submit" size="lg" colorPalette="brand" aria-label={t('warehouse.replace.find')} data-testid="wh-replace-find">
            <LuSearch />
          </Button>
        </HStack>
      </form>
      {missing && (
        <Alert.Root status="warning" data-testid="wh-replace-missing">
          <Alert.Indicator />
          <Alert.Title>{order.error instanceof ApiError ? order.error.msg : t('warehouse.replace.notFound')}</Alert.Title>
        </Alert.Root>
      )}
      {o && (
        <form onSubmit={submit}>
          <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
            <Text fontWeight="semibold">{t('warehouse.replace.lines', { no: o.order_no })}</Text>
            <Box overflowX="auto">
              <Table.Root size="sm" data-testid="wh-replace-lines">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader />
                    <Table.ColumnHeader>{t('warehouse.fields.product')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('warehouse.replace.units')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('warehouse.replace.cartonsPerUnit')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {o.products.map((p) => (
                    <Table.Row key={p.product_id} onClick={() => setFromId(String(p.product_id))} cursor="pointer" bg={fromId === String(p.product_id) ? 'brand.subtle' : undefined}>
                      <Table.Cell w="8">
                        <input type="radio" name="from" checked={fromId === String(p.product_id)} onChange={() => setFromId(String(p.product_id))} aria-label={p.name} data-testid={`wh-replace-from-${p.product_id}`} />
                      </Table.Cell>
                      <Table.Cell>
                        {p.name} <Text as="span" color="fg.muted">({p.code})</Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{p.quantity}</Table.Cell>
                      <Table.Cell textAlign="end">{p.package}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root required>
                <Field.Label>{t('warehouse.replace.quantity')}</Field.Label>
                <Input type="number" min={1} step={1} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value)} data-testid="wh-replace-quantity" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{t('warehouse.replace.to')}</Field.Label>
                <ProductPicker value={to.value} label={to.label} onChange={(value, label) => setTo({ value, label })} data-testid="wh-replace-to" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{t('warehouse.replace.source')}</Field.Label>
                <HStack gap="2" w="full" flexWrap="wrap">
                  <WarehouseSelect value={whId} onChange={(v) => (setWarehouseId(v), setLocationId(''))} size="md" />
                  <LocationSelect warehouseId={whId ? Number(whId) : undefined} value={locationId} onChange={setLocationId} size="md" data-testid="wh-replace-location" />
                </HStack>
                <ProductLocations
                  productId={to.value ? Number(to.value) : null}
                  locationId={locationId ? Number(locationId) : null}
                  onPick={(l) => (setWarehouseId(String(l.warehouse_id)), setLocationId(String(l.location_id)))}
                />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{t('warehouse.replace.disposition')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={disposition} onChange={(e) => setDisposition(e.currentTarget.value as 'LOSS' | 'SUPPLIER')} data-testid="wh-replace-disposition">
                    <option value="LOSS">{t('warehouse.replace.toLoss')}</option>
                    <option value="SUPPLIER">{t('warehouse.replace.toMerchant')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Field.Root required invalid={replace.isError && !reason}>
              <Field.Label>{t('warehouse.replace.reason')}</Field.Label>
              <Input value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="wh-replace-reason" />
            </Field.Root>
            {refusal && (
              <Alert.Root status="error" data-testid="wh-replace-error">
                <Alert.Indicator />
                <Alert.Title>{refusal}</Alert.Title>
              </Alert.Root>
            )}
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={replace.isPending} disabled={!fromId || !to.value || !locationId || !reason.trim()} data-testid="wh-replace-submit">
                {t('warehouse.replace.submit')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {done && (
        <Alert.Root status="success" data-testid="wh-replace-done">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{t('warehouse.replace.done', { doc: done.doc_no, no: done.order_no })}</Alert.Title>
            <Text fontSize="sm">
              {t('warehouse.replace.removed')}: {done.removed_cartons.length ? done.removed_cartons.map((c) => <Badge key={c} mr="1" fontFamily="mono">{c}</Badge>) : '—'}
            </Text>
            <Text fontSize="sm">
              {t('warehouse.replace.added')}: {done.added_cartons.map((c) => <Badge key={c} mr="1" colorPalette="green" fontFamily="mono">{c}</Badge>)}
            </Text>
          </Stack>
        </Alert.Root>
      )}
      {!no && <Text color="fg.muted">{t('warehouse.replace.hint')}</Text>}
    </Stack>
  );
}
