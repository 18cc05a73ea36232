/** Trial-expired dialog (spec §2.4): blocking, titled 试用期已到期, with only a log-out button. */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLogOut } from 'react-icons/lu';
import type { SubscriptionInfo } from '@/domain/auth';
import { useLogout } from '@/lib/session/queries';
import { SalesContacts } from './sales-contacts';

export function ExpiredDialog({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const contacts = subscription.pre_sale_arr ?? [];
  return (
    <Dialog.Root open role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.700" />
        <Dialog.Positioner>
          <Dialog.Content data-testid="expired-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('layout.expired.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" fontSize="sm">
                <Text>{t('layout.expired.body')}</Text>
                {contacts.length > 0 && (
                  <Stack gap="1">
                    <Text color="fg.muted">{t('layout.expired.contacts')}</Text>
                    <SalesContacts contacts={contacts} />
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="red" size="sm" loading={logout.isPending} onClick={() => logout.mutate()} data-testid="expired-logout">
                <LuLogOut /> {t('layout.expired.logout')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
