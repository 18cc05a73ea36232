/** The question shown when a form opens with an autosaved draft that differs from it: restore it, or discard it. */
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DraftOffer } from '../hooks/use-entry-form';

export interface DraftOfferBannerProps {
  offer: DraftOffer | null;
  onRestore(): void;
  onDiscard(): void;
}

export function DraftOfferBanner({ offer, onRestore, onDiscard }: DraftOfferBannerProps) {
  const { t, i18n } = useTranslation();
  if (!offer) return null;
  const when = new Date(offer.updatedAt).toLocaleString(i18n.language.startsWith('zh') ? 'zh-CN' : 'en');
  return (
    <Alert.Root status="info" data-testid="draft-offer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('orderEntry.draftOffer.title')}</Alert.Title>
        <Alert.Description fontSize="xs">
          {t('orderEntry.draftOffer.savedAt', { when })}
          {offer.stale && (
            <Text as="span" display="block" color="fg.warning" data-testid="draft-offer-stale">
              {t('orderEntry.draftOffer.stale')}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0}>
        <Button size="xs" colorPalette="brand" onClick={onRestore} data-testid="draft-restore">
          {t('orderEntry.draftOffer.restore')}
        </Button>
        <Button size="xs" variant="outline" onClick={onDiscard} data-testid="draft-discard">
          {t('orderEntry.draftOffer.discard')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
