/** The load list's columns: number, type, status, route, line, plate + driver, planned departure, pieces, rates, fee, actions. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { LoadSummary } from '@/domain/transit/api';
import { loadRates } from '@/domain/transit/loads';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';
import { statusLabel, STATUS_PALETTE, typeLabel, vehicleLabel, type Lang } from '../utils/labels';
import { RateBars } from './rate-bars';

export const summaryRates = (r: LoadSummary) =>
  loadRates(
    { weight_g: r.loaded_weight_g, volume_cm3: r.loaded_volume_cm3, pieces: r.status === 'planned' || r.status === 'loading' ? r.figures.loaded_cartons : r.figures.departed_cartons },
    { weight_g: r.capacity_weight_g, volume_cm3: r.capacity_volume_cm3, pieces: r.capacity_pieces },
  );

const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '');

/** loaded / planned before departure; departed (and unloaded) after */
export function piecesText(r: LoadSummary): string {
  const f = r.figures;
  if (r.status === 'planned' || r.status === 'loading' || r.status === 'cancelled') return `${f.loaded_cartons} / ${f.planned_cartons}`;
  if (r.status === 'departed') return `${f.departed_cartons}`;
  return `${f.unloaded_cartons} / ${f.departed_cartons}`;
}

export interface LoadRowActions {
  open(r: LoadSummary): void;
  dock(r: LoadSummary): void;
}

export function loadColumns(t: TFunction, lang: Lang, actions: LoadRowActions, opts: { handover: boolean; arrivals: boolean }): DataTableColumn<LoadSummary>[] {
  const cols: (DataTableColumn<LoadSummary> | false)[] = [
    {
      key: 'load_no',
      title: t('transit.columns.load_no'),
      width: 140,
      value: (r) => r.load_no,
      render: (r) => (
        <Text as="span" fontFamily="mono" fontWeight="medium" color="brand.fg" data-testid="ts-row-no">
          {r.load_no}
        </Text>
      ),
    },
    { key: 'type', title: t('transit.columns.type'), width: 90, value: (r) => typeLabel(r.type, lang) },
    {
      key: 'status',
      title: t('transit.columns.status'),
      width: 90,
      value: (r) => statusLabel(r.status, lang),
      render: (r) => (
        <Badge colorPalette={STATUS_PALETTE[r.status]} variant="subtle" data-testid="ts-row-status" data-status={r.status}>
          {statusLabel(r.status, lang)}
        </Badge>
      ),
    },
    { key: 'route', title: t('transit.columns.route'), width: 180, value: (r) => `${r.from_site.name} → ${r.to_site.name}` },
    { key: 'line', title: t('transit.columns.line'), width: 100, value: (r) => r.line_name },
    opts.handover && { key: 'tracking_no', title: t('transit.columns.tracking_no'), width: 140, value: (r) => r.tracking_no },
    opts.handover && { key: 'carrier', title: t('transit.columns.carrier'), width: 120, value: (r) => r.carrier_name },
    {
      key: 'vehicle',
      title: t('transit.columns.vehicle'),
      width: 150,
      value: (r) => [r.vehicle_plate, r.driver_name].filter(Boolean).join(' · '),
      render: (r) => (
        <Text as="span" fontSize="sm" truncate title={r.vehicle_type ? vehicleLabel(r.vehicle_type, lang) : undefined}>
          {[r.vehicle_plate, r.driver_name].filter(Boolean).join(' · ') || '—'}
        </Text>
      ),
    },
    { key: 'planned_departure_at', title: t('transit.columns.planned_departure_at'), width: 130, value: (r) => when(r.planned_departure_at) },
    { key: 'pieces', title: t('transit.columns.pieces'), width: 100, align: 'end', value: (r) => piecesText(r) },
    {
      key: 'rates',
      title: t('transit.columns.rates'),
      width: 140,
      value: (r) => {
        const x = summaryRates(r);
        return `${x.weight ?? '—'}% · ${x.volume ?? '—'}%`;
      },
      render: (r) => <RateBars rates={summaryRates(r)} />,
    },
    { key: 'fee', title: t('transit.columns.fee'), width: 90, align: 'end', value: (r) => formatYuan(r.fee_cents) },
    {
      key: 'actions',
      title: t('transit.columns.actions'),
      width: 140,
      value: () => '',
      render: (r) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" onClick={() => actions.open(r)} data-testid="ts-row-detail">
            {t('transit.list.detail')}
          </Button>
          {(r.status === 'planned' || r.status === 'loading') && !opts.arrivals && (
            <Button size="xs" colorPalette="brand" onClick={() => actions.dock(r)} data-testid="ts-row-dock">
              {t('transit.list.depart')}
            </Button>
          )}
          {r.status === 'departed' && (
            <Button size="xs" colorPalette="purple" onClick={() => actions.dock(r)} data-testid="ts-row-unload">
              {t('transit.list.unload')}
            </Button>
          )}
        </HStack>
      ),
    },
  ];
  // what a dispatcher scans a row for first: number, state, where to, how full; the rest after
  const order = ['load_no', 'status', 'route', 'pieces', 'rates', 'planned_departure_at', 'vehicle', 'tracking_no', 'carrier', 'type', 'line', 'fee', 'actions'];
  return cols.filter((c): c is DataTableColumn<LoadSummary> => !!c).sort((x, y) => order.indexOf(x.key) - order.indexOf(y.key));
}
