/** GET /map/area/getDistrictList {parentCode, default 100000} → [{name, code}]: one level of China's divisions (spec §7). */
import { useQuery } from '@tanstack/react-query';
import { ADDRESS_ROOT_CODE } from '@/domain/constants';
import { apiGet } from '@/lib/api-client';

export interface DistrictOption {
  name: string;
  code: string;
}

export const getDistrictList = (parentCode: string = ADDRESS_ROOT_CODE) =>
  apiGet<DistrictOption[]>('/map/area/getDistrictList', { parentCode }, { silent: true }).then((d) => (Array.isArray(d) ? d : []));

/** The children of `parentCode` (provinces under the root); [] while loading, on failure or without a parent. */
export function useDistrictList(parentCode: string | null, enabled = true) {
  return (
    useQuery({
      queryKey: ['map', 'district-list', parentCode ?? ''],
      queryFn: () => getDistrictList(parentCode!),
      enabled: enabled && !!parentCode,
      staleTime: 60 * 60_000,
    }).data ?? []
  );
}
