/** GET /user/permission/check {code}: 'CAN' or 'CANNOT' (e.g. ADD_NEW_DELIVERY_FOR_ORDERS). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export function checkPermission(code: string): Promise<'CAN' | 'CANNOT'> {
  return apiGet<'CAN' | 'CANNOT'>('/user/permission/check', { code }, SILENT);
}

export function usePermission(code: string) {
  return useQuery({ queryKey: ['permission-check', code], queryFn: () => checkPermission(code), staleTime: 5 * 60_000 });
}
