/** The sync centre's status line: what is waiting, offline or paused for sign-in, and whether storage is persisted. */
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDatabase, LuShieldAlert, LuShieldCheck } from 'react-icons/lu';
import { expireSession } from '@/lib/session/expiry';
import type { OutboxSummary } from '@/lib/outbox';
import { ageText, langOf } from '../utils/entry-text';

export interface SyncStatusProps {
  summary: OutboxSummary;
  now: number;
}

export function SyncStatus({ summary, now }: SyncStatusProps) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const waiting = summary.pending + summary.failed;
  const persistText =
    summary.persisted === true ? t('sync.status.persisted') : summary.persisted === false ? t('sync.status.notPersisted') : t('sync.status.persistUnknown');
  const PersistIcon = summary.persisted === true ? LuShieldCheck : summary.persisted === false ? LuShieldAlert : LuDatabase;
  return (
    <>
      {summary.paused === 'auth' && (
        <Alert.Root status="warning" mb="3" data-testid="sync-paused-auth">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('sync.status.pausedAuth')}</Alert.Title>
          </Alert.Content>
          {/* the queue stays on the device, scoped to this user: it goes again once the same user signs in */}
          <Button size="xs" colorPalette="orange" onClick={() => expireSession()} data-testid="sync-sign-in">
            {t('sync.status.signIn')}
          </Button>
        </Alert.Root>
      )}
      {summary.paused === 'offline' && (
        <Alert.Root status="info" mb="3" data-testid="sync-offline">
          <Alert.Indicator />
          <Alert.Title>{t('sync.status.offline')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="4" wrap="wrap" fontSize="sm" mb="3">
        <Text data-testid="sync-waiting" fontWeight="medium">
          {waiting === 0 || summary.oldestAt === null ? t('sync.status.allSent') : t('sync.status.waiting', { pending: summary.pending, failed: summary.failed, age: ageText(summary.oldestAt, now, lang) })}
        </Text>
        <HStack gap="1" color={summary.persisted === false ? 'orange.600' : 'fg.muted'} data-testid="sync-persisted" data-persisted={String(summary.persisted)}>
          <PersistIcon size="14" />
          <Text>{persistText}</Text>
        </HStack>
      </HStack>
    </>
  );
}
