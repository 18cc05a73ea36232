/**
 * 拆单 (issue 18): a dispatcher scans or types an order (or any of its cartons), sees its cartons (label, product,
 * where it is, the load it is loaded on), ticks the ones that travel later, reads the fee split the server will apply
 * (split.ts splitFees: by cartons, whole fen, the rest stays), gives a reason and confirms; the new order opens.
 */
import { Alert, Badge, Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { SplitOrderView } from '@/domain/transit/api-route-split';
import { splitFees } from '@/domain/transit/split';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import { formatYuan } from '@/domain/money';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { newIdempotencyKey } from '../api/parse';
import { useSplit, useSplitOrder } from '../api/reroute';
import { orderDetailPath, useLang } from '../utils/labels';

type Carton = SplitOrderView['cartons'][number];

export function SplitScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [opened, setOpened] = useState('');
  const [ticked, setTicked] = useState<Carton[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ cartons?: string; reason?: string; form?: string }>({});
  const key = useRef(newIdempotencyKey());
  const view = useSplitOrder(opened);
  const split = useSplit();
  const order = view.data;
  const shares = useMemo(() => (order ? splitFees(order.fees, ticked.length, order.cartons.length) : []), [order, ticked.length]);

  const open = (e: FormEvent) => {
    e.preventDefault();
    setOpened(code.trim().toUpperCase());
    setTicked([]);
    setErrors({});
    key.current = newIdempotencyKey();
  };

  const confirm = async () => {
    if (!order) return;
    const next: typeof errors = {};
    if (!ticked.length) next.cartons = t('transit.split.ticked', { moved: 0, total: order.cartons.length });
    if (!reason.trim()) next.reason = t('transit.action.reasonRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const done = await split.mutateAsync({ body: { order_id: order.order_id, package_nos: ticked.map((c) => c.package_no), reason: reason.trim() }, idempotencyKey: key.current });
      toast.success(t('transit.split.done', { no: done.child_order_no, count: done.moved }));
      void navigate({ to: orderDetailPath(done.child_order_id) } as never);
    } catch (err) {
      if (!(err instanceof ApiError)) return setErrors({ form: err instanceof Error ? err.message : String(err) });
      const field = ((err.data ?? null) as { field?: string } | null)?.field;
      setErrors(field === 'package_nos' ? { cartons: err.msg } : field === 'reason' ? { reason: err.msg } : { form: err.msg });
      // a refusal changes nothing: the next attempt is a new request
      key.current = newIdempotencyKey();
    }
  };

  const columns: DataTableColumn<Carton>[] = [
    { key: 'package_no', title: t('transit.split.col.package_no'), width: 160, value: (c) => c.package_no },
    { key: 'product', title: t('transit.split.col.product'), width: 180, value: (c) => c.product_name },
    { key: 'location', title: t('transit.split.col.location'), width: 160, value: (c) => c.location },
    {
      key: 'loaded',
      title: t('transit.split.col.loaded'),
      width: 130,
      value: (c) => c.loaded_on,
      render: (c) => (c.loaded_on ? <Badge colorPalette="orange">{c.loaded_on}</Badge> : null),
    },
  ];

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} maxW="1100px" data-testid="sp-screen">
      <Text fontSize="sm" color="fg.muted">
        {t('transit.split.hint')}
      </Text>
      <HStack as="form" onSubmit={open} gap="2" align="end" flexWrap="wrap">
        <Field.Root w={{ base: 'full', sm: '280px' }}>
          <Field.Label>{t('transit.split.code')}</Field.Label>
          <Input value={code} maxLength={64} autoComplete="off" onChange={(e) => setCode(e.currentTarget.value)} data-testid="sp-code" />
        </Field.Root>
        <Button type="submit" variant="outline" data-testid="sp-open">
          {t('transit.split.open')}
        </Button>
      </HStack>
      {view.isError && opened && (
        <Text color="fg.warning" data-testid="sp-not-found">
          {t('transit.split.notFound', { code: opened })}
        </Text>
      )}
      {order && (
        <Stack gap="3" data-testid="sp-order" data-order-no={order.order_no}>
          <HStack gap="3" flexWrap="wrap">
            <RouterLink to={orderDetailPath(order.order_id) as never}>
              <Text fontWeight="semibold" fontFamily="mono" color="brand.fg">
                {t('transit.split.order', { no: order.order_no })}
              </Text>
            </RouterLink>
            <Badge>{ORDER_STATUS_LABELS[order.status as OrderStatus]?.[lang] ?? order.status}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {[order.consignor_name, order.end_area].filter(Boolean).join(' · ')}
            </Text>
            {order.parent && <Text fontSize="sm">{t('transit.split.parent', { no: order.parent.order_no })}</Text>}
            {order.children.length > 0 && <Text fontSize="sm">{t('transit.split.children', { list: order.children.map((c) => c.order_no).join('、') })}</Text>}
          </HStack>
          {!order.allowed && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('transit.split.notAllowed', { status: ORDER_STATUS_LABELS[order.status as OrderStatus]?.[lang] ?? order.status })}</Alert.Title>
            </Alert.Root>
          )}
          <Text fontWeight="medium">{t('transit.split.cartons', { count: order.cartons.length })}</Text>
          <DataTable key={order.order_id} pageKey="/saas/transit/splitOrders/index" columns={columns} rows={order.cartons} getRowId={(c) => c.package_no} selectable onSelectionChange={setTicked} height="40vh" />
          <Text fontSize="sm" color={errors.cartons ? 'fg.error' : undefined} data-testid="sp-ticked" data-moved={ticked.length}>
            {errors.cartons ?? t('transit.split.ticked', { moved: ticked.length, total: order.cartons.length })}
          </Text>
          <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid="sp-fees">
            <Text fontWeight="medium" mb="2">
              {t('transit.split.fees')}
            </Text>
            {order.fees_hidden ? (
              <Text fontSize="sm" color="fg.muted">
                {t('transit.split.feesHidden')}
              </Text>
            ) : order.fees.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('transit.split.noFees')}
              </Text>
            ) : (
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('transit.split.fee')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('transit.split.stays', { no: order.order_no })}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('transit.split.moves')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {order.fees.map((f, i) => (
                    <Table.Row key={f.id} data-testid="sp-fee-row">
                      <Table.Cell>
                        {f.code_name}
                        {!f.splittable && (
                          <Text as="span" fontSize="xs" color="fg.muted" ms="2">
                            {t('transit.split.settled')}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatYuan(shares[i]?.parent_cents ?? f.amount_cents)}</Table.Cell>
                      <Table.Cell textAlign="end" data-testid="sp-fee-child">
                        {formatYuan(shares[i]?.child_cents ?? 0)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
          <HStack gap="3" align="end" flexWrap="wrap">
            <Field.Root invalid={!!errors.reason} flex="1" minW="240px" required>
              <Field.Label>{t('transit.split.reason')}</Field.Label>
              <Input value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="sp-reason" />
              <Field.ErrorText>{errors.reason}</Field.ErrorText>
            </Field.Root>
            <Button colorPalette="brand" disabled={!order.allowed} loading={split.isPending} onClick={() => void confirm()} data-testid="sp-confirm">
              {t('transit.split.confirm')}
            </Button>
          </HStack>
          {errors.form && (
            <Alert.Root status="error" data-testid="sp-error">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
    </Stack>
  );
}
