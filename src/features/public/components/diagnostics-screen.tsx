/**
 * 测试 (/test, no sign-in): a diagnostics page — browser, service worker, storage, IndexedDB, a server round trip,
 * the socket and the local print plugin — each a pass or fail line with what was found.
 */
import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKS, RUN, type CheckName, type CheckResult } from '../utils/diagnostics';
import { PublicPage } from './public-page';

type Results = Partial<Record<CheckName, CheckResult>>;

export function DiagnosticsScreen() {
  const { t } = useTranslation();
  const [results, setResults] = useState<Results>({});
  const [round, setRound] = useState(0);

  const run = useCallback(() => {
    setResults({});
    setRound((r) => r + 1);
  }, []);

  useEffect(() => {
    let live = true;
    for (const name of CHECKS) {
      void RUN[name]().then((result) => {
        if (live) setResults((r) => ({ ...r, [name]: result }));
      });
    }
    return () => {
      live = false;
    };
  }, [round]);

  const running = CHECKS.some((c) => !results[c]);
  return (
    <PublicPage title={t('publicPages.test.title')} intro={t('publicPages.test.intro')} testId="diagnostics">
      <Stack as="ul" gap="0" bg="bg" borderWidth="1px" borderRadius="md" divideY="1px">
        {CHECKS.map((name) => (
          <CheckLine key={name} name={name} result={results[name]} />
        ))}
      </Stack>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={run} loading={running} data-testid="diagnostics-rerun">
        {t('publicPages.test.rerun')}
      </Button>
    </PublicPage>
  );
}

function CheckLine({ name, result }: { name: CheckName; result: CheckResult | undefined }) {
  const { t } = useTranslation();
  return (
    <Box as="li" listStyleType="none" px="3" py="2" data-testid={`diagnostics-${name}`} data-state={result ? (result.ok ? 'pass' : 'fail') : 'running'}>
      <HStack justify="space-between" gap="3" align="flex-start">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium">{t(`publicPages.test.checks.${name}`)}</Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {result ? t(`publicPages.test.detail.${result.detail}`, result.values) : t('publicPages.test.running')}
          </Text>
        </Stack>
        {result ? (
          <Badge colorPalette={result.ok ? 'green' : 'red'} flexShrink={0}>
            {result.ok ? t('publicPages.test.pass') : t('publicPages.test.fail')}
          </Badge>
        ) : (
          <Spinner size="xs" flexShrink={0} />
        )}
      </HStack>
    </Box>
  );
}
