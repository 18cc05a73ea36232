/** One line saying whether the local print plugin answered (and its version), with a re-detect button. */
import { Alert, Button, HStack, Link, Spinner, Status, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { PRINT_PLUGIN_DOWNLOAD_URL, PRINT_PLUGIN_MIN_VERSION, type PrintPlugin } from '@/lib/print-plugin';

export interface PrintPluginStatusProps {
  plugin: PrintPlugin | null;
  checking: boolean;
  onRedetect: () => void;
}

export function PrintPluginStatus({ plugin, checking, onRedetect }: PrintPluginStatusProps) {
  const { t } = useTranslation();
  const state = checking ? 'checking' : plugin ? (plugin.outdated ? 'outdated' : 'connected') : 'not-connected';
  return (
    <>
      <HStack gap="2" fontSize="sm" wrap="wrap" data-testid="print-plugin-status" data-state={state}>
        {checking ? (
          <>
            <Spinner size="xs" />
            <Text color="fg.muted">{t('ui.printPlugin.checking')}</Text>
          </>
        ) : (
          <Status.Root colorPalette={plugin ? (plugin.outdated ? 'orange' : 'green') : 'gray'} size="sm">
            <Status.Indicator />
            <Text color={plugin ? 'fg' : 'fg.muted'}>
              {plugin ? t('ui.printPlugin.connected', { version: plugin.version }) : t('ui.printPlugin.notConnected')}
            </Text>
          </Status.Root>
        )}
        <Button size="2xs" variant="ghost" onClick={onRedetect} disabled={checking} data-testid="print-plugin-redetect">
          <LuRefreshCw /> {t('labels.retryPlugin')}
        </Button>
      </HStack>
      {plugin?.outdated && (
        <Alert.Root status="warning" mt="2" data-testid="print-plugin-outdated">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('ui.printPlugin.outdatedTitle')}</Alert.Title>
            <Alert.Description>
              {t('ui.printPlugin.outdated', { version: plugin.version, min: PRINT_PLUGIN_MIN_VERSION })}{' '}
              <Link href={PRINT_PLUGIN_DOWNLOAD_URL} target="_blank" rel="noreferrer" fontWeight="semibold">
                {t('ui.printPlugin.download')}
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}
