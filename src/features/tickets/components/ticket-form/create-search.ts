/** The create screen's URL state: ?schema_id=<id>&order_no=<optional>. */
export interface TicketCreateSearch {
  schema_id?: number;
  order_no?: string;
}

export function validateTicketCreateSearch(search: Record<string, unknown>): TicketCreateSearch {
  const out: TicketCreateSearch = {};
  const id = typeof search.schema_id === 'number' ? search.schema_id : typeof search.schema_id === 'string' && /^\d{1,9}$/.test(search.schema_id) ? Number(search.schema_id) : NaN;
  if (Number.isInteger(id) && id > 0) out.schema_id = id;
  const no = typeof search.order_no === 'number' ? String(search.order_no) : typeof search.order_no === 'string' ? search.order_no.trim().slice(0, 40) : '';
  if (no) out.order_no = no;
  return out;
}
