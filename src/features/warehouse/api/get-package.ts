/** GET /warehouse/packages/:package_no — where a carton is (its balances) and every move of it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageDetail } from '@/domain/warehouse/api-packages';
import { apiGet } from '@/lib/api-client';

export const packageQuery = (no: string) =>
  queryOptions({
    queryKey: ['warehouse', 'package', no],
    queryFn: () => apiGet<PackageDetail>(`/warehouse/packages/${encodeURIComponent(no)}`, undefined, { silent: true }),
    enabled: !!no,
    retry: false,
  });

export const usePackage = (no: string) => useQuery(packageQuery(no));
