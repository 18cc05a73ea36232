/** The question shown when a ticket form opens with a local draft that differs from it: restore or discard. */
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TicketDraftOffer } from '../../hooks/use-ticket-form';

export function TicketDraftBanner({ offer, onRestore, onDiscard }: { offer: TicketDraftOffer | null; onRestore(): void; onDiscard(): void }) {
  const { t, i18n } = useTranslation();
  if (!offer) return null;
  const when = new Date(offer.updatedAt).toLocaleString(i18n.language.startsWith('zh') ? 'zh-CN' : 'en');
  return (
    <Alert.Root status="info" data-testid="ticket-draft-offer" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('tickets.form.draft.title')}</Alert.Title>
        <Alert.Description fontSize="xs">
          {t('tickets.form.draft.savedAt', { when })}
          {offer.stale && (
            <Text as="span" display="block" color="fg.warning" data-testid="ticket-draft-stale">
              {t('tickets.form.draft.stale')}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0}>
        <Button size="xs" colorPalette="brand" onClick={onRestore} data-testid="ticket-draft-restore">
          {t('tickets.form.draft.restore')}
        </Button>
        <Button size="xs" variant="outline" onClick={onDiscard} data-testid="ticket-draft-discard">
          {t('tickets.form.draft.discard')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
