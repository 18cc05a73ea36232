/** /user/time_limit/ticket: handling hours per ticket type (list, create, update, delete). */
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { SILENT } from './types';

export interface TicketTimeLimit {
  id: number;
  ticket_type: string;
  ticket_type_name: string;
  hours: number;
  warning_percent: number | null;
  memo: string;
  updated_at: string;
}

export const TICKET_TIME_LIMIT_URL = '/user/time_limit/ticket';

export const createTicketTimeLimit = (body: Record<string, unknown>) => apiPost<TicketTimeLimit>(TICKET_TIME_LIMIT_URL, body, SILENT);
export const updateTicketTimeLimit = (id: string, body: Record<string, unknown>) => apiPut<TicketTimeLimit>(`${TICKET_TIME_LIMIT_URL}/${id}`, body, SILENT);
export const removeTicketTimeLimit = (id: string) => apiDelete<{ removed: boolean }>(`${TICKET_TIME_LIMIT_URL}/${id}`, undefined, SILENT);
