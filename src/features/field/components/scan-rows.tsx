/** The session's scans, newest first: green queued / sent, amber duplicate, red refused or failed with the reason. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { ORDER_STATUS_LABELS } from '@/domain/order-status';
import type { ScanRow } from '../hooks/use-scan-session';

const PALETTE: Record<ScanRow['state'], string> = {
  checking: 'gray',
  queued: 'green',
  sent: 'green',
  failed: 'red',
  refused: 'red',
  duplicate: 'orange',
  invalid: 'red',
};

function useReason() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  return (r: ScanRow): string => {
    const action = ORDER_ACTION_LABELS[r.op][lang];
    switch (r.state) {
      case 'checking':
        return t('field.scan.checking');
      case 'queued':
        return t('field.scan.queued');
      case 'sent':
        return t('field.scan.sent');
      case 'failed':
        return t('field.scan.failed', { msg: r.msg ?? '' });
      case 'duplicate':
        return t('field.scan.duplicate');
      case 'invalid':
        return t('field.scan.invalid', { code: r.code.slice(0, 40) });
      case 'refused':
        if (r.verdict?.kind === 'wrongStatus') return t('field.scan.wrongStatus', { status: r.verdict.status ? ORDER_STATUS_LABELS[r.verdict.status][lang] : '-', action });
        if (r.verdict?.kind === 'wrongRole') return t('field.scan.wrongRole', { action });
        return t('field.scan.unknown');
    }
  };
}

export function ScanRows({ rows }: { rows: ScanRow[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const reason = useReason();
  if (rows.length === 0) {
    return (
      <Box py="8" textAlign="center" color="fg.muted">
        {t('field.scan.empty')}
      </Box>
    );
  }
  return (
    <Stack gap="1.5" data-testid="field-scan-rows">
      {rows.map((r) => {
        const palette = PALETTE[r.state];
        return (
          <HStack
            key={r.id}
            px="3"
            py="2"
            borderRadius="md"
            borderLeftWidth="4px"
            borderLeftColor={`${palette}.500`}
            bg={`${palette}.subtle`}
            justify="space-between"
            data-testid="field-scan-row"
            data-state={r.state}
            data-order-no={r.orderNo ?? ''}
          >
            <HStack gap="3" minW="0">
              <Text fontFamily="mono" fontWeight="semibold" truncate>
                {r.orderNo ?? r.code}
              </Text>
              <Badge size="sm" variant="outline">
                {ORDER_ACTION_LABELS[r.op][lang]}
              </Badge>
            </HStack>
            <Text fontSize="sm" color={`${palette}.fg`} textAlign="end" data-testid="field-scan-reason">
              {reason(r)}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
