/** The inventory's balance columns (on hand, locked, available per warehouse × location × product × carton × owner). */
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { BalanceRow } from '@/domain/warehouse/api';
import { formatDateTime } from '@/domain/relative-time';
import { ownerText, type Lang } from '../utils/labels';

export function balanceColumns(t: (k: string, o?: Record<string, unknown>) => string, lang: Lang): DataTableColumn<BalanceRow>[] {
  const c = (key: string, width: number, value: DataTableColumn<BalanceRow>['value'], extra: Partial<DataTableColumn<BalanceRow>> = {}): DataTableColumn<BalanceRow> => ({
    key,
    title: t(`warehouse.balance.${key}`),
    width,
    value,
    ...extra,
  });
  return [
    c('warehouse', 120, (r) => r.warehouse_name),
    c('location', 110, (r) => r.location_code, { render: (r) => <Text as="span" title={r.location_name}>{r.location_code}</Text> }),
    c('product_code', 120, (r) => r.product_code, { render: (r) => <Text as="span" fontFamily="mono">{r.product_code}</Text> }),
    c('product_name', 180, (r) => r.product_name),
    c('package_no', 170, (r) => r.package_no, { render: (r) => <PackageCell row={r} t={t} /> }),
    c('owner', 120, (r) => ownerText(r.owner_id, r.owner_name, lang)),
    c('on_hand', 80, (r) => r.on_hand, { align: 'end' }),
    c('locked', 80, (r) => r.locked, { align: 'end', render: (r) => <Text as="span" color={r.locked ? 'fg.warning' : undefined}>{r.locked}</Text> }),
    c('available', 80, (r) => r.available, { align: 'end', render: (r) => <Text as="span" fontWeight="bold">{r.available}</Text> }),
    c('updated_at', 140, (r) => (r.updated_at ? formatDateTime(new Date(r.updated_at)) : '')),
  ];
}

/** a carton's number, with how many of its unit's cartons are at this location when it is one of several (2/3) */
function PackageCell({ row: r, t }: { row: BalanceRow; t: (k: string, o?: Record<string, unknown>) => string }) {
  return (
    <HStack as="span" gap="1.5">
      <Text as="span" fontFamily="mono">
        {r.package_no}
      </Text>
      <CartonSetBadge set={r.carton_set} t={t} />
    </HStack>
  );
}

/** n/N: green when the whole unit is at the row's location, orange when some of it is missing or elsewhere */
export function CartonSetBadge({ set, t }: { set: BalanceRow['carton_set']; t: (k: string, o?: Record<string, unknown>) => string }) {
  if (!set) return null;
  const label = t('warehouse.balance.setBadge', { together: set.together, total: set.total });
  return (
    <Badge size="sm" variant={set.together === set.total ? 'subtle' : 'solid'} colorPalette={set.together === set.total ? 'green' : 'orange'} title={label} aria-label={label} data-testid="wh-balance-set">
      {set.together}/{set.total}
    </Badge>
  );
}
