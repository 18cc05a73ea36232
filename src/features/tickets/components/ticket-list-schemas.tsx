/**
 * The active ticket templates (GET /order/ticket-schemas?type=) as the list screens use them: names of types and
 * sub-types in the columns, and the 新建工单 chooser that opens the create screen with ?schema_id=.
 */
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { apiGet } from '@/lib/api-client';
import { ticketKeys } from '../api/ticket-keys';
import { TICKET_CREATE_PATH } from './ticket-list-config';

export type SchemaSummary = Pick<TicketSchemaDto, 'id' | 'name' | 'type' | 'sub_type_options'>;

export function useTicketSchemaList(type: string | undefined) {
  return useQuery({
    queryKey: ticketKeys.schemas(type),
    queryFn: () => apiGet<{ list: TicketSchemaDto[] }>('/order/ticket-schemas', { type }, { silent: true }).then((d) => d.list),
    staleTime: 5 * 60_000,
  });
}

export function TicketListSchemaChooser({ schemas, onClose }: { type?: string; schemas: readonly SchemaSummary[] | undefined; onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (id: number) => {
    onClose();
    void navigate({ to: TICKET_CREATE_PATH, search: { schema_id: id } } as never);
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="ticket-schema-chooser" mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('tickets.desk.chooseSchema')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {schemas && schemas.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('tickets.desk.noSchemas')}
                </Text>
              ) : (
                <Stack gap="2">
                  {(schemas ?? []).map((s) => (
                    <Button key={s.id} variant="outline" justifyContent="flex-start" onClick={() => choose(s.id)} data-testid={`ticket-schema-${s.type}`}>
                      {s.name}
                    </Button>
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('tickets.desk.cancel')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
