/** The order lists' columns: the waybill column set of src/domain, the order number linking to the detail, tags as icons. */
import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { OrderTagIcon } from '@/components/ui/order-tag-icon/order-tag-icon';
import { pickColumns, WAYBILL_COLUMNS, type Lang, type WaybillRow } from '@/domain/columns/waybill-columns';
import { partyTitle, type EditionProfile } from '@/domain/editions';
import { detailPath } from '../utils/list-configs';

const SORTABLE = new Set(['order_no', 'created_at', 'updated_at', 'end_contact', 'status']);
export const BASE_COLUMNS = ['order_no', 'status', 'created_at', 'consignor_name', 'end_contact', 'end_tel', 'end_province', 'end_city', 'end_district', 'end_address', 'products', 'quantity', 'package', 'services_pkg_name'];

/** The columns of an order list, the merchant's titled in the edition's words when a profile is given. */
export function orderColumns(lang: Lang, prefix: string, extra: readonly string[] = [], edition?: EditionProfile): DataTableColumn<WaybillRow>[] {
  const keys = [...BASE_COLUMNS, ...extra.filter((k) => !BASE_COLUMNS.includes(k))];
  return pickColumns(WAYBILL_COLUMNS, keys).map((c) => ({
    key: c.key,
    title: edition ? partyTitle(c.key, c.title[lang], edition, lang) : c.title[lang],
    width: c.width,
    align: c.align,
    sortable: SORTABLE.has(c.key),
    value: (row: WaybillRow) => c.value(row, lang),
    render:
      c.key === 'order_no'
        ? (row: WaybillRow) => (
            <Link asChild color="brand.fg" fontFamily="mono" data-testid="order-link">
              <RouterLink to={detailPath(prefix, row.id)}>{row.order_no}</RouterLink>
            </Link>
          )
        : c.key === 'tags'
          ? (row: WaybillRow) => (
              <HStack gap="1" h="full">
                {row.tags.map((code) => (
                  <OrderTagIcon key={code} code={code} />
                ))}
              </HStack>
            )
          : undefined,
  }));
}
