/** GET /order/ticket-schemas?type=: the active schemas (the create screen's choices when no schema_id is given). */
import { useQuery } from '@tanstack/react-query';
import type { TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export function getTicketSchemas(type?: string): Promise<TicketSchemaDto[]> {
  return apiGet<{ list: TicketSchemaDto[] }>('/order/ticket-schemas', { type }, { silent: true }).then((d) => d.list);
}

export function useTicketSchemas(type?: string, enabled = true) {
  return useQuery({ queryKey: ticketKeys.schemas(type), queryFn: () => getTicketSchemas(type), enabled, staleTime: 5 * 60_000 });
}
