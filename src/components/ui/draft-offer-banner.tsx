/**
 * The question shown when a form opens with an autosaved draft that differs from it: restore it, or discard it.
 * The texts come from the feature's catalog under `i18nPrefix` (keys title, savedAt {when}, stale, restore,
 * discard); test ids are `${testIdPrefix}draft-offer`, `…draft-offer-stale`, `…draft-restore`, `…draft-discard`.
 */
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface DraftOfferBannerProps {
  offer: { updatedAt: number; stale: boolean } | null;
  i18nPrefix: string;
  testIdPrefix?: string;
  onRestore(): void;
  onDiscard(): void;
}

export function DraftOfferBanner({ offer, i18nPrefix, testIdPrefix = '', onRestore, onDiscard }: DraftOfferBannerProps) {
  const { t, i18n } = useTranslation();
  if (!offer) return null;
  const when = new Date(offer.updatedAt).toLocaleString(i18n.language.startsWith('zh') ? 'zh-CN' : 'en');
  const id = (name: string) => `${testIdPrefix}${name}`;
  return (
    <Alert.Root status="info" data-testid={id('draft-offer')} flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(`${i18nPrefix}.title`)}</Alert.Title>
        <Alert.Description fontSize="xs">
          {t(`${i18nPrefix}.savedAt`, { when })}
          {offer.stale && (
            <Text as="span" display="block" color="fg.warning" data-testid={id('draft-offer-stale')}>
              {t(`${i18nPrefix}.stale`)}
            </Text>
          )}
        </Alert.Description>
      </Alert.Content>
      <HStack gap="2" flexShrink={0}>
        <Button size="xs" colorPalette="brand" onClick={onRestore} data-testid={id('draft-restore')}>
          {t(`${i18nPrefix}.restore`)}
        </Button>
        <Button size="xs" variant="outline" onClick={onDiscard} data-testid={id('draft-discard')}>
          {t(`${i18nPrefix}.discard`)}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
