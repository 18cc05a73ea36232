/**
 * 路由重置 (issue 18): a dispatcher gathers orders (typed or scanned order / carton numbers, or those waiting at a
 * site), sees where each is, its next site and computed route, picks a new destination (the new route previewed per
 * order from the sorting rules) and a reason, and resets the ticked orders at once. The server's refusal lands at the
 * field it names, or at the row of the order it names.
 */
import { Alert, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { RouteOrderRow } from '@/domain/transit/api-route-split';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useRouteOrders, useRouteReset } from '../api/reroute';
import { orderDetailPath, useLang } from '../utils/labels';
import { LineSelect, SiteSelect } from './selects';

const routeText = (r: { route: { name: string }[]; loop: boolean }, loop: string) => (r.route.length ? r.route.map((s) => s.name).join(' → ') : '') + (r.loop ? ` (${loop})` : '');

export function RouteResetScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [site, setSite] = useState('');
  const [dest, setDest] = useState('');
  const [line, setLine] = useState('');
  const [reason, setReason] = useState('');
  const [selected, setSelected] = useState<RouteOrderRow[]>([]);
  const [errors, setErrors] = useState<{ dest?: string; reason?: string; form?: string; rows?: Record<number, string> }>({});
  const destId = dest.startsWith('station:') ? dest.slice('station:'.length) : '';
  const orders = useRouteOrders({ codes, site, dest_station_id: destId });
  const reset = useRouteReset();
  const rows = useMemo(() => orders.data ?? [], [orders.data]);
  const missing = codes.filter((c) => !rows.some((r) => r.order_no.toUpperCase() === c || c.startsWith(`${r.order_no.toUpperCase()}-`)));

  const add = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (value && !codes.includes(value)) setCodes((list) => [...list, value]);
    setCode('');
  };

  const apply = async () => {
    const next: typeof errors = {};
    if (!selected.length) next.form = t('transit.reroute.chooseOrders');
    if (!destId) next.dest = t('transit.reroute.chooseDestination');
    if (!reason.trim()) next.reason = t('transit.action.reasonRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const done = await reset.mutateAsync({ order_ids: selected.map((r) => r.order_id), dest_station_id: Number(destId), line_id: line ? Number(line) : undefined, reason: reason.trim() });
      toast.success(t('transit.reroute.applied', { count: done.order_ids.length }));
      setReason('');
    } catch (err) {
      if (!(err instanceof ApiError)) return setErrors({ form: err instanceof Error ? err.message : String(err) });
      const data = (err.data ?? null) as { field?: string; order_id?: number } | null;
      if (data?.order_id) setErrors({ rows: { [data.order_id]: err.msg } });
      else if (data?.field === 'dest_station_id' || data?.field === 'line_id') setErrors({ dest: err.msg });
      else if (data?.field === 'reason') setErrors({ reason: err.msg });
      else setErrors({ form: err.msg });
    }
  };

  const columns: DataTableColumn<RouteOrderRow>[] = [
    {
      key: 'order_no',
      title: t('transit.reroute.col.order'),
      width: 150,
      value: (r) => r.order_no,
      render: (r) => (
        <RouterLink to={orderDetailPath(r.order_id) as never}>
          <Text as="span" fontFamily="mono" color="brand.fg">
            {r.order_no}
          </Text>
        </RouterLink>
      ),
    },
    { key: 'status', title: t('transit.reroute.col.status'), width: 80, value: (r) => ORDER_STATUS_LABELS[r.status as OrderStatus]?.[lang] ?? r.status },
    { key: 'current', title: t('transit.reroute.col.current'), width: 120, value: (r) => r.current_site?.name ?? '' },
    { key: 'load', title: t('transit.reroute.col.load'), width: 130, value: (r) => (r.on_load_no ? `${r.on_load_no}${r.departed ? ` (${t('transit.reroute.departed')})` : ''}` : '') },
    { key: 'dest', title: t('transit.reroute.col.destination'), width: 130, value: (r) => `${r.dest_station_name}${r.dest_reset ? t('transit.reroute.byReset') : ''}` },
    { key: 'next', title: t('transit.reroute.col.next'), width: 110, value: (r) => r.next_station_name },
    { key: 'route', title: t('transit.reroute.col.route'), width: 200, value: (r) => routeText(r, t('transit.reroute.loop')) },
    {
      key: 'proposed',
      title: t('transit.reroute.col.proposed'),
      width: 200,
      value: (r) => (r.proposed ? routeText(r.proposed, t('transit.reroute.loop')) : ''),
      render: (r) =>
        r.proposed ? (
          <Text as="span" color={r.proposed.loop ? 'fg.error' : 'fg.success'} data-testid="rr-proposed">
            {routeText(r.proposed, t('transit.reroute.loop'))}
          </Text>
        ) : null,
    },
    {
      key: 'problem',
      title: t('transit.reroute.col.problem'),
      width: 220,
      value: (r) => errors.rows?.[r.order_id] ?? '',
      render: (r) =>
        errors.rows?.[r.order_id] ? (
          <Text as="span" color="fg.error" fontSize="sm" data-testid="rr-row-error">
            {errors.rows[r.order_id]}
          </Text>
        ) : null,
    },
  ];

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="rr-screen">
      <Text fontSize="sm" color="fg.muted">
        {t('transit.reroute.hint')}
      </Text>
      <HStack as="form" onSubmit={add} gap="2" flexWrap="wrap" align="end">
        <Field.Root w={{ base: 'full', sm: '260px' }}>
          <Field.Label>{t('transit.reroute.code')}</Field.Label>
          <Input value={code} maxLength={64} autoComplete="off" onChange={(e) => setCode(e.currentTarget.value)} data-testid="rr-code" />
        </Field.Root>
        <Button type="submit" variant="outline" data-testid="rr-add">
          {t('transit.reroute.add')}
        </Button>
        <Field.Root w={{ base: 'full', sm: '200px' }}>
          <Field.Label>{t('transit.reroute.atSite')}</Field.Label>
          <SiteSelect size="md" value={site} onChange={setSite} emptyLabel={t('transit.reroute.none')} data-testid="rr-site" />
        </Field.Root>
        <Button
          variant="ghost"
          onClick={() => {
            setCodes([]);
            setSite('');
            setErrors({});
          }}
        >
          {t('transit.reroute.clearList')}
        </Button>
      </HStack>
      {missing.length > 0 && orders.isSuccess && (
        <Text fontSize="sm" color="fg.warning" data-testid="rr-missing">
          {missing.map((c) => t('transit.reroute.notFound', { code: c })).join('；')}
        </Text>
      )}
      <DataTable pageKey="/saas/transit/routeReset/index" columns={columns} rows={rows} getRowId={(r) => String(r.order_id)} selectable onSelectionChange={setSelected} height="45vh" emptyText={t('transit.reroute.chooseOrders')} />
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg">
        <HStack gap="3" flexWrap="wrap" align="start">
          <Field.Root invalid={!!errors.dest} w={{ base: 'full', sm: '220px' }} required>
            <Field.Label>{t('transit.reroute.destination')}</Field.Label>
            <SiteSelect size="md" value={dest} onChange={setDest} only={(s) => s.type === 'station'} invalid={!!errors.dest} data-testid="rr-dest" />
            <Field.ErrorText>{errors.dest}</Field.ErrorText>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '200px' }}>
            <Field.Label>{t('transit.reroute.line')}</Field.Label>
            <LineSelect size="md" value={line} onChange={setLine} data-testid="rr-line" />
          </Field.Root>
          <Field.Root invalid={!!errors.reason} flex="1" minW="220px" required>
            <Field.Label>{t('transit.reroute.reason')}</Field.Label>
            <Input value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="rr-reason" />
            <Field.ErrorText>{errors.reason}</Field.ErrorText>
          </Field.Root>
          <Button alignSelf="end" colorPalette="brand" loading={reset.isPending} onClick={() => void apply()} data-testid="rr-apply">
            {t('transit.reroute.apply', { count: selected.length })}
          </Button>
        </HStack>
        {errors.form && (
          <Alert.Root status="error" mt="3" data-testid="rr-error">
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        )}
      </Box>
    </Stack>
  );
}
