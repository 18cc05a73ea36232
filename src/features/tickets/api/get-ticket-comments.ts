/** GET /order/ticket/{id}/comments → data.list, oldest first (each with its image fileids). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from './ticket-keys';

export interface TicketComment {
  id: number;
  ticket_id: number;
  author_user_id: number;
  author_name: string;
  content: string;
  fileids: string[];
  created_at: string;
}

export function getTicketComments(id: number): Promise<TicketComment[]> {
  return apiGet<{ list: TicketComment[] }>(`/order/ticket/${id}/comments`, undefined, { silent: true }).then((d) => d.list);
}

export function useTicketComments(id: number) {
  return useQuery({ queryKey: ticketKeys.comments(id), queryFn: () => getTicketComments(id), enabled: id > 0 });
}
