/**
 * /saas/api/<platform>/index (spec §2.3, issue 22): one screen for every platform of PLATFORMS — the account's
 * settings with masked credentials, the connection test's honest result, the webhook URL and secret to paste into
 * the platform, and the push-back log.
 */
import { Alert, Badge, Box, Button, Code, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionResult } from '@/domain/integrations/api';
import { PLATFORMS, platformOfPath, type PlatformKey } from '@/domain/integrations/platforms';
import { TRANSLATORS } from '@/domain/integrations/translators';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useAccount, useRotateSecret, useTestConnection } from '../api/account';
import { OutboxLog } from './outbox-log';
import { SettingsDialog } from './settings-dialog';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm" minW="0" wordBreak="break-all" data-testid={testId}>
        {children}
      </Box>
    </>
  );
}

function Card({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Stack gap="3" bg="bg" borderRadius="md" borderWidth="1px" p="4" minW="0">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
        <Heading size="sm">{title}</Heading>
        {actions && (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

const grid = { templateColumns: { base: '1fr', sm: '140px 1fr' }, columnGap: '4', rowGap: '2' } as const;

function ConnectionAlert({ result }: { result: ConnectionResult }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status={result.reachable ? 'success' : 'error'} size="sm" data-testid="integration-test-result" data-reachable={String(result.reachable)}>
      <Alert.Indicator />
      <Alert.Title wordBreak="break-all">
        {result.reachable
          ? t('integrations.reachable', { url: result.url, status: result.status, ms: result.elapsed_ms })
          : t('integrations.notReachable', { url: result.url, error: result.error })}
      </Alert.Title>
    </Alert.Root>
  );
}

export function IntegrationScreen() {
  const { pathname } = useLocation();
  const platform = platformOfPath(pathname) as PlatformKey;
  return <PlatformIntegration key={platform} platform={platform} />;
}

function PlatformIntegration({ platform }: { platform: PlatformKey }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const def = PLATFORMS[platform];
  const account = useAccount(platform);
  const test = useTestConnection(platform);
  const rotate = useRotateSecret(platform);
  const [editing, setEditing] = useState(false);
  const a = account.data;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="integration-screen" data-platform={platform}>
      <HStack gap="2" wrap="wrap">
        <Heading size="md">{t('integrations.title', { platform: def[lang] })}</Heading>
        {a && (
          <Badge variant="subtle" colorPalette={!a.configured ? 'gray' : a.enabled ? 'green' : 'orange'} data-testid="integration-status">
            {!a.configured ? t('integrations.notConfigured') : a.enabled ? t('integrations.enabled') : t('integrations.disabled')}
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('integrations.intro')}
      </Text>
      {a && (
        <Card
          title={t('integrations.settings')}
          actions={
            <>
              <Button size="sm" colorPalette="brand" onClick={() => setEditing(true)} data-testid="integration-edit">
                {t('integrations.edit')}
              </Button>
              <Button size="sm" variant="outline" loading={test.isPending} loadingText={t('integrations.testing')} onClick={() => test.mutate()} data-testid="integration-test">
                {t('integrations.testConnection')}
              </Button>
            </>
          }
        >
          <Grid {...grid}>
            <Row label={t('integrations.shopIds')} testId="integration-view-shop-ids">
              {a.shop_ids || t('integrations.notSet')}
            </Row>
            <Row label={t('integrations.consignor')}>{a.consignor_name || t('integrations.notSet')}</Row>
            <Row label={t('integrations.pushUrl')} testId="integration-view-push-url">
              {a.push_url || t('integrations.notSet')}
            </Row>
            {def.credentials.map((f) => (
              <Row key={f.key} label={f[lang]} testId={`integration-view-${f.key}`}>
                {a.credentials[f.key] ? <Code fontSize="xs">{a.credentials[f.key]}</Code> : t('integrations.notSet')}
              </Row>
            ))}
          </Grid>
          {test.data && <ConnectionAlert result={test.data} />}
        </Card>
      )}
      {a && (
        <Card
          title={t('integrations.webhook')}
          actions={
            a.configured && (
              <Button
                size="sm"
                variant="outline"
                loading={rotate.isPending}
                onClick={() =>
                  rotate.mutate(undefined, {
                    onSuccess: () => toast.success(t('integrations.rotated')),
                    onError: (e) => toast.error(e instanceof ApiError ? e.msg : t('integrations.failed')),
                  })
                }
                data-testid="integration-rotate"
              >
                {t('integrations.rotate')}
              </Button>
            )
          }
        >
          {a.configured ? (
            <Grid {...grid}>
              <Row label={t('integrations.webhookUrl')} testId="integration-webhook-url">
                <Code fontSize="xs">{`${window.location.origin}${a.webhook_path}`}</Code>
              </Row>
              <Row label={t('integrations.webhookSecret')} testId="integration-webhook-secret">
                <Code fontSize="xs">{a.webhook_secret}</Code>
              </Row>
            </Grid>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('integrations.webhookNone')}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" data-testid="integration-webhook-hint">
            {t('integrations.webhookHint', {
              sign: TRANSLATORS[platform].signature.signatureHeader,
              encoding: t(`integrations.encoding.${TRANSLATORS[platform].signature.encoding}`),
              ts: TRANSLATORS[platform].signature.timestampHeader,
              unit: t(TRANSLATORS[platform].signature.millis ? 'integrations.unitMs' : 'integrations.unitS'),
            })}
          </Text>
        </Card>
      )}
      <OutboxLog platform={platform} />
      {editing && a && <SettingsDialog platform={platform} account={a} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
