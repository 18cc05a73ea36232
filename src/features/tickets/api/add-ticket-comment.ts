/** POST /order/tickets_legacy/{id}/comments {content, fileids} → the comment; the thread refetches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { TicketComment } from './get-ticket-comments';
import { ticketKeys } from './ticket-keys';

export interface AddTicketCommentInput {
  ticketId: number;
  content: string;
  fileids: string[];
}

export function addTicketComment({ ticketId, content, fileids }: AddTicketCommentInput): Promise<TicketComment> {
  return apiPost<TicketComment>(`/order/tickets_legacy/${ticketId}/comments`, { content, fileids }, { silent: true });
}

export function useAddTicketComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketComment,
    onSuccess: (_c, input) => queryClient.invalidateQueries({ queryKey: ticketKeys.comments(input.ticketId) }),
  });
}
