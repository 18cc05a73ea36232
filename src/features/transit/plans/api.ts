/**
 * Stowage plans (配载计划), the stowage plan report and the public departure plan (issue 18): the calls of
 * src/domain/transit/api.ts under /transit/plans, /transit/report and /transit/public-plan.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteRef } from '@/domain/transit/api';
import type { ConfirmPlanBody, PlanDetail, PlanProposal, PublicPlan, TransitReport } from '@/domain/transit/api-plans';
import { apiGet, apiPost } from '@/lib/api-client';

const SILENT = { silent: true };

export const PLANS_URL = '/transit/plans';
export const REPORT_URL = '/transit/report';

export interface ProposeInput {
  date: string;
  from_site: string;
  line_id?: number;
  vehicle_type: string;
  departure_time?: string;
}

export const proposePlan = (body: ProposeInput) => apiPost<PlanProposal>(`${PLANS_URL}/propose`, body, SILENT);

export const confirmPlan = (body: ConfirmPlanBody, idempotencyKey: string) =>
  apiPost<{ plan: PlanDetail; load_ids: number[] }>(PLANS_URL, body, { ...SILENT, headers: { 'Idempotency-Key': idempotencyKey } });

export const planQuery = (id: number) => queryOptions({ queryKey: ['transit', 'plan', id], queryFn: () => apiGet<PlanDetail>(`${PLANS_URL}/${id}`, undefined, SILENT), enabled: id > 0 });

export function useTransitSites() {
  return useQuery({ queryKey: ['transit', 'sites'], queryFn: () => apiGet<{ list: SiteRef[] }>('/transit/sites', undefined, SILENT), staleTime: 60_000 });
}

export interface LineOption {
  id: number;
  name: string;
  start_station_name: string;
  end_station_name: string;
}

export function useLineOptions() {
  return useQuery({
    queryKey: ['transit', 'lines'],
    queryFn: () => apiGet<{ list: LineOption[] }>('/user/lines', { page: 1, per_page: 100, status: 1 }, SILENT),
    staleTime: 60_000,
  });
}

export interface ReportParams {
  date_from: string;
  date_to: string;
  line_id?: number;
}

export function useTransitReport(params: ReportParams | null) {
  return useQuery({
    queryKey: ['transit', 'report', params],
    queryFn: () => apiGet<TransitReport>(REPORT_URL, params ?? undefined, SILENT),
    enabled: !!params,
  });
}

export function usePublicPlan(company: string, date: string) {
  return useQuery({
    queryKey: ['transit', 'public-plan', company, date],
    queryFn: () => apiGet<PublicPlan>('/transit/public-plan', { c: company, date }, SILENT),
    enabled: !!company,
    retry: false,
  });
}

/** A fresh Idempotency-Key. */
export const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `tp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`);
