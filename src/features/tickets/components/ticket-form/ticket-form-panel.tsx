/** The schema-driven form and fee rows of an existing ticket (contract with the detail screen). */
import { Box, Text } from '@chakra-ui/react';
import type { TicketDto, TicketSchemaDto } from '@/domain/tickets/ticket-schema';

export interface TicketFormPanelProps {
  ticket: TicketDto;
  schema: TicketSchemaDto;
}

export function TicketFormPanel({ ticket, schema }: TicketFormPanelProps) {
  return (
    <Box data-testid="ticket-form-panel" data-ticket-id={ticket.id}>
      <Text fontSize="sm">{schema.name}</Text>
    </Box>
  );
}
