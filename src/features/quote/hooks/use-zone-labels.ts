/** Names for a row's zone: area codes from the address tree (a path like 广东省 / 深圳市), stations from the party picker, lines by id. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressTree } from '@/components/ui/tree-select/api/get-address-tree';
import { pathTo } from '@/components/ui/tree-select/tree';
import { useParties } from '../api/parties';
import type { ZoneLabels } from '../utils/row-text';

export function useZoneLabels(withStations: boolean): ZoneLabels {
  const { t } = useTranslation();
  const tree = useAddressTree();
  const stations = useParties(withStations ? 'STATION' : '');
  return useMemo(() => {
    const nodes = tree.data ?? [];
    const stationNames = new Map((stations.data ?? []).map((s) => [s.id, s.name]));
    return {
      area: (code) => pathTo(nodes, code).join(' / ') || code,
      station: (id) => stationNames.get(id) ?? `#${id}`,
      line: (id) => t('quote.row.lineNo', { id }),
      country: t('quote.row.country'),
    };
  }, [tree.data, stations.data, t]);
}
