/** The schema's visible fields, the sub-type and the fee rows of one ticket form (state from useTicketForm). */
import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SettleTargets } from '@/domain/tickets/fees';
import type { TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import type { useTicketForm } from '../../hooks/use-ticket-form';
import { FeeRowEditor } from './fee-row-editor';
import { SchemaFieldControl } from './schema-field-control';

export interface TicketFormBodyProps {
  schema: TicketSchemaDto;
  form: ReturnType<typeof useTicketForm>;
  targets: SettleTargets;
  /** the order maximum of OUTLAY rows in cents (null: none known) */
  orderMaxCents?: number | null;
  readOnly?: boolean;
  /** fee rows are shown (spec §6 fee display); default true */
  showFees?: boolean;
}

const WIDE = new Set(['textarea', 'images']);

export function TicketFormBody({ schema, form, targets, orderMaxCents = null, readOnly, showFees = true }: TicketFormBodyProps) {
  const { t } = useTranslation();
  const subType = form.state.payload.sub_type;
  const subLabel = schema.sub_type_options?.find((o) => o.value === subType)?.label ?? subType;
  return (
    <Stack gap="4" data-testid="ticket-form-body">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {form.fields
          .filter((f) => !form.hidden.has(f.name))
          .map((f) => (
            <Stack key={f.name} gridColumn={WIDE.has(f.kind) ? { md: 'span 2' } : undefined} minW="0">
              <SchemaFieldControl field={f} value={form.state.payload[f.name]} error={form.fieldErrors[f.name]} disabled={readOnly} onChange={(v) => form.setField(f.name, v)} />
            </Stack>
          ))}
      </SimpleGrid>
      {subType && (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('tickets.form.subType')}
          </Text>
          <Badge data-testid="ticket-sub-type" data-value={subType}>
            {subLabel}
          </Badge>
        </HStack>
      )}
      {showFees && (
        <FeeRowEditor
          rows={form.state.payload.fees ?? []}
          onChange={form.setFees}
          configs={schema.fee_configs ?? []}
          targets={targets}
          orderMaxCents={orderMaxCents}
          rule={form.rule}
          minItems={form.minItems}
          showErrors={form.showErrors}
          readOnly={readOnly}
          noOrder={!form.state.payload.order_id}
        />
      )}
    </Stack>
  );
}
