/**
 * GET /user/consignor/getInfo (spec §7, the consignor service; a merchant account omits id): the merchant's own record
 * at its servicer — its name there, the settlement terms and whether it may create orders — for the merchant home.
 */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface MerchantRecord {
  id: number;
  name: string;
  settle_type_name: string;
  /** 1: the servicer has forbidden this merchant to create orders */
  is_forbid_create_order: number;
}

export const getMyMerchant = () => apiGet<MerchantRecord>('/user/consignor/getInfo', undefined, { silent: true });

export const useMyMerchant = (enabled: boolean) => useQuery({ queryKey: ['merchant-home', 'merchant'] as const, queryFn: getMyMerchant, enabled, staleTime: 5 * 60_000, retry: false });
