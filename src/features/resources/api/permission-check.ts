/** GET /user/permission/check {code}: 'CAN' or 'CANNOT' (e.g. ADD_NEW_DELIVERY_FOR_ORDERS). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './types';

export function checkPermission(code: string): Promise<'CAN' | 'CANNOT'> {
  return apiGet<'CAN' | 'CANNOT'>('/user/permission/check', { code }, SILENT);
}

export function usePermission(code: string) {
  return useQuery({ queryKey: ['permission-check', code], queryFn: () => checkPermission(code), staleTime: 5 * 60_000 });
}

export interface AddGate {
  /** the 'add and use' item is offered */
  allowed: boolean;
  /** why it is not offered yet (checking, or the check failed); none when the answer is CANNOT (spec §2.5: hidden) */
  note?: string;
}

/** 'Add a new service provider' on the delivery-provider pickers: only when ADD_NEW_DELIVERY_FOR_ORDERS answers CAN. */
export function useDeliveryAddGate(): AddGate {
  const { t } = useTranslation();
  const permission = usePermission('ADD_NEW_DELIVERY_FOR_ORDERS');
  if (permission.data === 'CAN') return { allowed: true };
  if (permission.isPending) return { allowed: false, note: t('resources.addGate.checking') };
  if (permission.isError) return { allowed: false, note: t('resources.addGate.failed') };
  return { allowed: false };
}
