/** The sales contacts of a subscription (name + phone), shown by the expiry warning and the expired dialog. */
import { HStack, Link, Text } from '@chakra-ui/react';
import { LuPhone } from 'react-icons/lu';
import type { SubscriptionInfo } from '@/domain/auth';

export function SalesContacts({ contacts }: { contacts: SubscriptionInfo['pre_sale_arr'] }) {
  return (
    <HStack as="span" gap="3" wrap="wrap" display="inline-flex">
      {contacts.map((c) => (
        <HStack as="span" key={`${c.name}-${c.phone}`} gap="1" data-testid="sales-contact">
          <Text as="span" fontWeight="medium">
            {c.name}
          </Text>
          <Link href={`tel:${c.phone}`} display="inline-flex" alignItems="center" gap="1" color="inherit" textDecoration="underline">
            <LuPhone size="12" />
            {c.phone}
          </Link>
        </HStack>
      ))}
    </HStack>
  );
}
