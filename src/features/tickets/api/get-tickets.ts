/**
 * GET /order/tickets?status=&type=&scope=all|mine|finance_review&page&per_page → data.list (tickets with the
 * reader's can_* flags and is_timed_out), data.total. The list screens load it through the data table (its query
 * keys start ['data-table', TICKETS_URL, …]); this file names the row type and the URL.
 */
import type { TicketDto } from '@/domain/tickets/ticket-schema';
import { TICKETS_URL } from './ticket-keys';

export type TicketRow = TicketDto;

export { TICKETS_URL };

/** The table's query key prefix: invalidated after any ticket write so the lists refetch. */
export const TICKETS_TABLE_KEY = ['data-table', TICKETS_URL] as const;
