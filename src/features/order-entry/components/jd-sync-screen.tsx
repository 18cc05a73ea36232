/**
 * …/order/jdSync/index: JD order sync. The sync goes through an integration gateway; this deployment has no
 * JD open-platform connection, so the screen says 'not connected' (and why) and offers no sync that would
 * only pretend to work.
 */
import { Alert, Badge, Button, Center, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useJdBinding } from '../api/jd-binding';
import { useJdSyncStatus } from '../api/jd-sync';

export function JdSyncScreen() {
  const { t } = useTranslation();
  const status = useJdSyncStatus();
  const binding = useJdBinding();
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  if (status.isPending) {
    return (
      <Center p="10">
        <Spinner />
      </Center>
    );
  }
  const connected = status.data?.connected === true;
  return (
    <Stack p={{ base: '3', md: '4' }} gap="4" maxW="720px" data-testid="jd-sync-screen">
      <HStack gap="3">
        <Heading size="md">{t('orderEntry.jd.syncTitle')}</Heading>
        <Badge colorPalette={connected ? 'green' : 'gray'} data-testid="jd-sync-state" data-connected={connected ? 'true' : 'false'}>
          {t(connected ? 'orderEntry.jd.connected' : 'orderEntry.jd.notConnected')}
        </Badge>
      </HStack>
      {status.isError ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('orderEntry.jd.loadFailed')}</Alert.Title>
        </Alert.Root>
      ) : (
        !connected && (
          <Alert.Root status="info" data-testid="jd-not-connected">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('orderEntry.jd.notConnected')}</Alert.Title>
              <Alert.Description>{t(status.data?.reason === 'NOT_BOUND' ? 'orderEntry.jd.notBound' : 'orderEntry.jd.notConnectedText')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )
      )}
      {binding.data?.shop_ids && (
        <Text fontSize="sm" data-testid="jd-bound-shops">
          {t('orderEntry.jd.boundShops', { ids: binding.data.shop_ids })}
        </Text>
      )}
      <HStack>
        <Button size="sm" colorPalette="brand" disabled={!connected} data-testid="jd-sync-now">
          {t('orderEntry.jd.sync')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void navigate({ to: pathname.replace(/jdSync\/index$/, 'jdBind/index') as string })} data-testid="jd-go-bind">
          {t('orderEntry.jd.goBind')}
        </Button>
      </HStack>
    </Stack>
  );
}
