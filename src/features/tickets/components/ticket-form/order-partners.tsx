/**
 * The order's partners on the ticket form: the servicer (its role title from get_supply_chain_role_title), the
 * consignor and the delivery provider of the settle targets with their contacts (partner-contacts), and whether the
 * order's receivable is written off (check_receivable_write_off_order; absent when fee display is off).
 */
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '@/domain/money';
import type { SettleTargets } from '@/domain/tickets/fees';
import { usePartnerContacts, useReceivableWriteOff, useServicerTitle, type PartnerContact } from '../../api/get-order-partners';

export interface OrderPartnersProps {
  targets: SettleTargets;
  orderNo: string | null;
}

/** The consignor's and the delivery provider's resource ids of the settle targets, in that order. */
export const partnerIds = (targets: SettleTargets): number[] => [targets.CONSIGNOR?.[0]?.id, targets.DELIVERY?.[0]?.id].filter((id): id is number => typeof id === 'number');

export function OrderPartners({ targets, orderNo }: OrderPartnersProps) {
  const { t } = useTranslation();
  const ids = partnerIds(targets);
  const contacts = usePartnerContacts(ids);
  const { servicer, title } = useServicerTitle();
  const receivable = useReceivableWriteOff(ids.length ? orderNo : null);
  if (!ids.length) return null;
  const contactOf = (id: number | string | undefined) => contacts.find((c) => c.resource_id === id);
  return (
    <Stack gap="1" fontSize="sm" borderWidth="1px" borderRadius="md" p="2" data-testid="ticket-order-partners">
      <Text fontWeight="medium">{t('tickets.form.partners.title')}</Text>
      {servicer && <Line label={title?.title ?? t('tickets.form.partners.servicer')} name={servicer.name} testId="ticket-partner-servicer" />}
      <Line label={title?.consignor_title ?? t('tickets.form.partners.consignor')} contact={contactOf(targets.CONSIGNOR?.[0]?.id)} testId="ticket-partner-consignor" />
      <Line label={t('tickets.form.partners.delivery')} contact={contactOf(targets.DELIVERY?.[0]?.id)} testId="ticket-partner-delivery" />
      {receivable && (
        <HStack gap="2" data-testid="ticket-receivable" data-settled={receivable.is_settled}>
          <Text>{t('tickets.form.partners.income', { amount: formatYuan(receivable.income_cents) })}</Text>
          <Badge colorPalette={receivable.is_settled ? 'purple' : 'gray'}>{t(receivable.is_settled ? 'tickets.form.partners.settled' : 'tickets.form.partners.open')}</Badge>
        </HStack>
      )}
    </Stack>
  );
}

function Line({ label, name, contact, testId }: { label: string; name?: string; contact?: PartnerContact; testId: string }) {
  const { t } = useTranslation();
  const shown = contact?.name ?? name;
  if (!shown) return null;
  return (
    <HStack gap="2" flexWrap="wrap" data-testid={testId}>
      <Text color="fg.muted" minW="5em">
        {label}
      </Text>
      <Text>{shown}</Text>
      {contact && <Text color="fg.muted">{contact.phone || t('tickets.form.partners.noPhone')}</Text>}
    </HStack>
  );
}
