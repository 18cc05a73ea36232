/** A dialog collecting fee rows for a money action (contract with the detail screen). */
import type { FeeRow } from '@/domain/tickets/fees';
import type { TicketDto, TicketSchemaDto } from '@/domain/tickets/ticket-schema';

export interface FeeActionDialogProps {
  ticket: TicketDto;
  schema: TicketSchemaDto;
  action: 'compensate' | 'back_freight' | 'add_order_fee' | 'refund' | 'buyout' | 'sell';
  open: boolean;
  onClose(): void;
  /** runs the action with the fee rows the user entered; rejects with the server's message */
  onSubmit(fees: FeeRow[]): Promise<void>;
}

export function FeeActionDialog(props: FeeActionDialogProps) {
  if (!props.open) return null;
  return null;
}
