/** GET /order/ticket-schema/{schemaId}: the schema a ticket form renders (any version of the caller's company). */
import { useQuery } from '@tanstack/react-query';
import type { TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export function getTicketSchema(schemaId: number): Promise<TicketSchemaDto> {
  return apiGet<TicketSchemaDto>(`/order/ticket-schema/${schemaId}`, undefined, { silent: true });
}

export function useTicketSchema(schemaId: number | null) {
  return useQuery({
    queryKey: ticketKeys.schema(schemaId ?? 0),
    queryFn: () => getTicketSchema(schemaId!),
    enabled: schemaId != null && schemaId > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
