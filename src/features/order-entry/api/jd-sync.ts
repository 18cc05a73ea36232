/**
 * The JD order sync integration point. GET /order/jd/status answers whether a JD open-platform client is
 * connected; none is on this deployment, so the screen shows 'not connected' and never a fake sync result.
 */
import { useQuery } from '@tanstack/react-query';
import type { JdSyncStatus } from '@/domain/jd-binding';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export interface JdSyncGateway {
  status(): Promise<JdSyncStatus>;
}

export const serverJdSync: JdSyncGateway = {
  status: () => apiGet<JdSyncStatus>('/order/jd/status', undefined, SILENT),
};

export function useJdSyncStatus(gateway: JdSyncGateway = serverJdSync) {
  return useQuery({ queryKey: ['order-entry', 'jd-status'], queryFn: () => gateway.status() });
}
