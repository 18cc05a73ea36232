/**
 * 配载计划 (/saas/transit/stowagePlan/index): a dispatcher picks a day, the site goods wait at, a line and a vehicle
 * type; the server proposes trips (src/domain/transit/plan.ts) from the orders waiting there; the dispatcher moves
 * orders between trips, drops trips, changes a trip's vehicle or truck cost, and confirms — each trip becomes a
 * planned load. Below, the plans made so far.
 */
import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { PlanOrderRow, PlanProposal, PlanSummary } from '@/domain/transit/api-plans';
import { kgText, loadRates, m3Text, VEHICLE_TYPES, vehicleType, type VehicleTypeCode } from '@/domain/transit/loads';
import { formatYuan } from '@/domain/money';
import { formatCents, parseAmountCents } from '@/domain/tickets/fees';
import { formatDateTime } from '@/domain/relative-time';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { confirmPlan, newKey, PLANS_URL, proposePlan, useLineOptions, useTransitSites } from './api';
import { PublicPlanLink } from './public-plan-link';

export const PLAN_INDEX = '/saas/transit/stowagePlan/index';
export const planDetailPath = (id: number) => `/saas/transit/stowagePlan/detail/${id}`;

type Lang = 'zh' | 'en';

interface EditableTrip {
  key: string;
  to: string;
  toName: string;
  vehicle: VehicleTypeCode;
  orderIds: number[];
  /** yuan as typed */
  cost: string;
}

/** today in China time, YYYY-MM-DD */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export function tripFigures(trip: EditableTrip, orders: ReadonlyMap<number, PlanOrderRow>) {
  let cartons = 0;
  let weight = 0;
  let volume = 0;
  let income = 0;
  for (const id of trip.orderIds) {
    const o = orders.get(id);
    if (!o) continue;
    cartons += o.cartons;
    weight += o.weight_g;
    volume += o.volume_cm3;
    income += o.income_cents;
  }
  const v = vehicleType(trip.vehicle);
  const rates = loadRates({ weight_g: weight, volume_cm3: volume, pieces: cartons }, { weight_g: v?.weight_g ?? 0, volume_cm3: v?.volume_cm3 ?? 0, pieces: 0 });
  const cost = trip.cost.trim() === '' ? null : parseAmountCents(trip.cost);
  return { cartons, weight, volume, income, rates, cost, margin: cost === null ? null : income - cost };
}

export function PlanScreen() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const navigate = useNavigate();
  const sites = useTransitSites();
  const lines = useLineOptions();
  const [form, setForm] = useState({ date: chinaToday(), from_site: '', line_id: '', vehicle_type: 'V96' as VehicleTypeCode, departure_time: '20:00' });
  const [proposal, setProposal] = useState<PlanProposal | null>(null);
  const [trips, setTrips] = useState<EditableTrip[]>([]);
  const [busy, setBusy] = useState<'propose' | 'confirm' | null>(null);
  const [error, setError] = useState('');
  const [confirmKey, setConfirmKey] = useState(newKey);
  const orders = useMemo(() => new Map((proposal?.orders ?? []).map((o) => [o.order_id, o])), [proposal]);
  const siteList = sites.data?.list ?? [];

  const propose = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.from_site) return setError(t('transitPlans.fromSite'));
    setBusy('propose');
    setError('');
    try {
      const p = await proposePlan({ date: form.date, from_site: form.from_site, vehicle_type: form.vehicle_type, departure_time: form.departure_time, ...(form.line_id ? { line_id: Number(form.line_id) } : {}) });
      setProposal(p);
      setTrips(p.trips.map((tr, i) => ({ key: `t${i}`, to: tr.to_site.key, toName: tr.to_site.name, vehicle: tr.vehicle_type, orderIds: tr.order_ids, cost: tr.fee_cents ? formatCents(tr.fee_cents) : '' })));
      setConfirmKey(newKey());
    } catch (err) {
      setError(err instanceof ApiError ? err.msg : String(err));
    } finally {
      setBusy(null);
    }
  };

  const moveOrder = (orderId: number, fromKey: string, toKey: string) =>
    setTrips((list) => list.map((tr) => (tr.key === fromKey ? { ...tr, orderIds: tr.orderIds.filter((id) => id !== orderId) } : tr.key === toKey ? { ...tr, orderIds: [...tr.orderIds, orderId] } : tr)).filter((tr) => tr.orderIds.length > 0));
  const patchTrip = (key: string, patch: Partial<EditableTrip>) => setTrips((list) => list.map((tr) => (tr.key === key ? { ...tr, ...patch } : tr)));

  const badCost = trips.some((tr) => tr.cost.trim() !== '' && parseAmountCents(tr.cost) === null);
  const confirm = async () => {
    if (!proposal || !trips.length || badCost) return;
    setBusy('confirm');
    setError('');
    try {
      const res = await confirmPlan(
        {
          date: form.date,
          from_site: form.from_site,
          vehicle_type: form.vehicle_type,
          departure_time: form.departure_time,
          ...(form.line_id ? { line_id: Number(form.line_id) } : {}),
          trips: trips.map((tr) => ({ to_site: tr.to, vehicle_type: tr.vehicle, order_ids: tr.orderIds, fee_cents: parseAmountCents(tr.cost) ?? 0 })),
        },
        confirmKey,
      );
      toast.success(t('transitPlans.confirmed', { count: res.load_ids.length }));
      void navigate({ to: planDetailPath(res.plan.id) } as never);
    } catch (err) {
      setError(err instanceof ApiError ? err.msg : String(err));
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<DataTableColumn<PlanSummary>[]>(
    () => [
      { key: 'plan_no', title: t('transitPlans.planNo'), width: 150, value: (r) => r.plan_no, render: (r) => <Text as="a" color="fg.info" fontFamily="mono" cursor="pointer" onClick={() => void navigate({ to: planDetailPath(r.id) } as never)}>{r.plan_no}</Text> },
      { key: 'date', title: t('transitPlans.date'), width: 100, value: (r) => r.date },
      { key: 'from', title: t('transitPlans.fromSite'), width: 150, value: (r) => r.from_site.name },
      { key: 'line', title: t('transitPlans.line'), width: 140, value: (r) => r.line_name || t('transitPlans.noLine') },
      { key: 'vehicle', title: t('transitPlans.vehicleType'), width: 100, value: (r) => vehicleType(r.vehicle_type)?.[lang] ?? r.vehicle_type },
      { key: 'loads', title: t('transitPlans.loads'), width: 70, value: (r) => r.loads, align: 'end' },
      { key: 'orders', title: t('transitPlans.orders'), width: 70, value: (r) => r.orders, align: 'end' },
      { key: 'status', title: t('transitPlans.status'), width: 80, value: (r) => t(r.status === 'confirmed' ? 'transitPlans.statusConfirmed' : 'transitPlans.statusCancelled') },
      { key: 'created_by', title: t('transitPlans.createdBy'), width: 90, value: (r) => r.created_by_name },
      { key: 'created_at', title: t('transitPlans.createdAt'), width: 140, value: (r) => formatDateTime(new Date(r.created_at)) },
    ],
    [t, lang, navigate],
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="transit-plan-screen">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('routes.saasTransitStowagePlanIndex')}</Heading>
        <PublicPlanLink />
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
        <Text fontWeight="semibold" mb="2">
          {t('transitPlans.newPlan')}
        </Text>
        <form onSubmit={propose}>
          <HStack gap="2" flexWrap="wrap" align="end">
            <Field label={t('transitPlans.date')}>
              <Input size="sm" type="date" value={form.date} onChange={({ currentTarget: { value } }) => setForm((f) => ({ ...f, date: value }))} data-testid="plan-date" />
            </Field>
            <Field label={t('transitPlans.fromSite')}>
              <NativeSelect.Root size="sm" w={{ base: 'full', sm: '200px' }}>
                <NativeSelect.Field value={form.from_site} onChange={({ currentTarget: { value } }) => setForm((f) => ({ ...f, from_site: value }))} data-testid="plan-from-site">
                  <option value="">—</option>
                  {siteList.map((s) => (
                    <option key={s.key} value={s.key}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <Field label={t('transitPlans.line')}>
              <NativeSelect.Root size="sm" w={{ base: 'full', sm: '180px' }}>
                <NativeSelect.Field value={form.line_id} onChange={({ currentTarget: { value } }) => setForm((f) => ({ ...f, line_id: value }))} data-testid="plan-line">
                  <option value="">{t('transitPlans.anyLine')}</option>
                  {(lines.data?.list ?? []).map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <Field label={t('transitPlans.vehicleType')}>
              <VehicleSelect value={form.vehicle_type} lang={lang} onChange={(v) => setForm((f) => ({ ...f, vehicle_type: v }))} testId="plan-vehicle" />
            </Field>
            <Field label={t('transitPlans.departureTime')}>
              <Input size="sm" type="time" w="110px" value={form.departure_time} onChange={({ currentTarget: { value } }) => setForm((f) => ({ ...f, departure_time: value }))} />
            </Field>
            <Button type="submit" size="sm" colorPalette="brand" loading={busy === 'propose'} loadingText={t('transitPlans.proposing')} data-testid="plan-propose">
              {t('transitPlans.propose')}
            </Button>
          </HStack>
        </form>
        {error && (
          <Text mt="2" color="fg.error" fontSize="sm" role="alert" data-testid="plan-error">
            {error}
          </Text>
        )}
        {proposal && (
          <Stack gap="2" mt="3" data-testid="plan-proposal">
            <Text fontSize="sm">{t('transitPlans.summary', { waiting: proposal.waiting_orders, trips: trips.length })}</Text>
            {proposal.too_big.length > 0 && (
              <Text fontSize="sm" color="fg.warning">
                {t('transitPlans.tooBig', { count: proposal.too_big.length })}
              </Text>
            )}
            {proposal.no_route.length > 0 && (
              <Text fontSize="sm" color="fg.warning">
                {t('transitPlans.noRoute', { count: proposal.no_route.length })}
              </Text>
            )}
            {trips.length === 0 ? (
              <Text color="fg.muted">{t('transitPlans.noTrips')}</Text>
            ) : (
              <>
                {trips.map((tr, i) => (
                  <TripCard key={tr.key} n={i + 1} trip={tr} trips={trips} orders={orders} lang={lang} onPatch={(p) => patchTrip(tr.key, p)} onMove={(orderId, to) => moveOrder(orderId, tr.key, to)} onDrop={() => setTrips((l) => l.filter((x) => x.key !== tr.key))} />
                ))}
                <HStack>
                  <Button size="sm" colorPalette="brand" onClick={() => void confirm()} loading={busy === 'confirm'} loadingText={t('transitPlans.confirming')} disabled={badCost} data-testid="plan-confirm">
                    {t('transitPlans.confirm')}
                  </Button>
                </HStack>
              </>
            )}
          </Stack>
        )}
      </Box>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <Text fontWeight="semibold" pt="3">
          {t('transitPlans.list')}
        </Text>
        <DataTable<PlanSummary> pageKey={PLAN_INDEX} columns={columns} url={PLANS_URL} getRowId={(r) => String(r.id)} emptyText={t('transitPlans.empty')} />
      </Box>
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="1" w={{ base: 'full', sm: 'auto' }}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function VehicleSelect({ value, onChange, lang, testId }: { value: string; onChange(v: VehicleTypeCode): void; lang: Lang; testId?: string }) {
  return (
    <NativeSelect.Root size="sm" w={{ base: 'full', sm: '140px' }}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as VehicleTypeCode)} data-testid={testId}>
        {VEHICLE_TYPES.map((v) => (
          <option key={v.code} value={v.code}>
            {v[lang]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const pct = (r: number | null) => (r === null ? '—' : `${r}%`);

function TripCard(props: {
  n: number;
  trip: EditableTrip;
  trips: EditableTrip[];
  orders: ReadonlyMap<number, PlanOrderRow>;
  lang: Lang;
  onPatch(p: Partial<EditableTrip>): void;
  onMove(orderId: number, toKey: string): void;
  onDrop(): void;
}) {
  const { t } = useTranslation();
  const { trip, trips, orders } = props;
  const f = tripFigures(trip, orders);
  const sameWay = trips.filter((x) => x.key !== trip.key && x.to === trip.to);
  const costBad = trip.cost.trim() !== '' && parseAmountCents(trip.cost) === null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" data-testid="plan-trip">
      <HStack gap="3" flexWrap="wrap" fontSize="sm">
        <Text fontWeight="semibold">{t('transitPlans.trip', { n: props.n })}</Text>
        <Text>
          → <b>{trip.toName}</b>
        </Text>
        <VehicleSelect value={trip.vehicle} lang={props.lang} onChange={(v) => props.onPatch({ vehicle: v })} />
        <Text>
          {t('transitPlans.orders')} {trip.orderIds.length} · {t('transitPlans.cartons')} {f.cartons} · {kgText(f.weight)} kg · {m3Text(f.volume)} m³
        </Text>
        <Text data-testid="plan-trip-rates">
          {t('transitPlans.rates')} {pct(f.rates.weight)} / {pct(f.rates.volume)}
        </Text>
        {f.rates.over && <Badge colorPalette="red">{t('transitPlans.over')}</Badge>}
        <HStack gap="1">
          <Text>{t('transitPlans.cost')}</Text>
          <Input size="xs" w="90px" value={trip.cost} inputMode="decimal" aria-invalid={costBad || undefined} onChange={(e) => props.onPatch({ cost: e.currentTarget.value })} />
        </HStack>
        <Text>
          {t('transitPlans.income')} {formatYuan(f.income)} · {t('transitPlans.margin')} {f.margin === null ? t('transitPlans.marginUnknown') : formatYuan(f.margin)}
        </Text>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={props.onDrop}>
          {t('transitPlans.removeTrip')}
        </Button>
      </HStack>
      {costBad && (
        <Text fontSize="xs" color="fg.error">
          {t('transitPlans.costInvalid')}
        </Text>
      )}
      <Box overflowX="auto" mt="1">
        <Table.Root size="sm">
          <Table.Body>
            {trip.orderIds.map((id) => {
              const o = orders.get(id);
              return (
                <Table.Row key={id}>
                  <Table.Cell fontFamily="mono">{o?.order_no ?? id}</Table.Cell>
                  <Table.Cell textAlign="end">{o?.cartons ?? 0}</Table.Cell>
                  <Table.Cell textAlign="end">{kgText(o?.weight_g ?? 0)} kg</Table.Cell>
                  <Table.Cell textAlign="end">{m3Text(o?.volume_cm3 ?? 0)} m³</Table.Cell>
                  <Table.Cell>
                    <NativeSelect.Root size="xs" w="130px">
                      <NativeSelect.Field value="" onChange={(e) => e.currentTarget.value && props.onMove(id, e.currentTarget.value)} aria-label={t('transitPlans.moveTo')}>
                        <option value="">{t('transitPlans.moveTo')}…</option>
                        {sameWay.map((x) => (
                          <option key={x.key} value={x.key}>
                            {t('transitPlans.trip', { n: trips.indexOf(x) + 1 })}
                          </option>
                        ))}
                        <option value="__off">{t('transitPlans.removeOrder')}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
