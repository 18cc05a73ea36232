/** GET /config/item/get_service_pkg_list: the service packages (送货, 送装…). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SILENT, type CodeName } from './types';

export async function getServicePackages(): Promise<CodeName[]> {
  return (await apiGet<{ list: CodeName[] }>('/config/item/get_service_pkg_list', undefined, SILENT)).list ?? [];
}

export function useServicePackages() {
  return useQuery({ queryKey: ['order-entry', 'service-packages'], queryFn: getServicePackages, staleTime: 5 * 60_000 });
}
