/**
 * GET /order/ticket/{id} → the ticket with the reader's can_* flags, role, stage, is_timed_out and parent.
 * The parent is fetched separately (GET /order/ticket/{parent_id}) only to name it; a failure leaves it empty (spec §8).
 */
import { useQuery } from '@tanstack/react-query';
import type { TicketDto } from '@/domain/tickets/ticket-schema';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export function getTicket(id: number): Promise<TicketDto> {
  return apiGet<TicketDto>(`/order/ticket/${id}`, undefined, { silent: true });
}

export function useTicket(id: number) {
  return useQuery({ queryKey: ticketKeys.detail(id), queryFn: () => getTicket(id), enabled: Number.isInteger(id) && id > 0, staleTime: 5_000, retry: false });
}

/** The parent ticket, or null when there is none or it cannot be read. */
export function useParentTicket(parentId: number | null | undefined) {
  return useQuery({
    queryKey: ticketKeys.detail(parentId ?? 0),
    queryFn: () => getTicket(parentId!),
    enabled: !!parentId,
    retry: false,
    staleTime: 30_000,
  });
}
