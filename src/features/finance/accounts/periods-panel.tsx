/** The last 24 months with their status and entry count; 结账 closes one (one-way) after an explicit confirmation. */
import { Badge, Box, Button, Checkbox, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodDto } from '@/domain/finance/accounts-api';
import { apiGet, apiPost } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { withKey } from '../money';
import { DecisionDialog } from '../recharge/decision-dialog';

function ClosePeriodDialog({ period, onClose }: { period: string; onClose(): void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [sure, setSure] = useState(false);
  return (
    <DecisionDialog
      testId="fn-close-dialog"
      title={t('financeMoney.accounts.closeTitle', { period })}
      hint={
        <Stack as="span" gap="2">
          <Text as="span">{t('financeMoney.accounts.closeWarn', { period })}</Text>
          <Checkbox.Root size="sm" checked={sure} onCheckedChange={(d) => setSure(!!d.checked)} data-testid="fn-close-sure">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('financeMoney.accounts.closeConfirm', { period })}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      }
      confirmLabel={t('financeMoney.accounts.closePeriod')}
      danger
      onConfirm={async (_text, key) => {
        // the server refuses without confirm: true (fnConfirmRequired)
        await apiPost('/finance/periods/' + period + '/close', sure ? { confirm: true } : {}, withKey(key));
        toast.success(t('financeMoney.accounts.closedToast', { period }));
        await qc.invalidateQueries({ queryKey: ['finance', 'periods'] });
      }}
      onClose={onClose}
    />
  );
}

export function PeriodsPanel() {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<string | null>(null);
  const periods = useQuery({ queryKey: ['finance', 'periods'], queryFn: () => apiGet<{ list: PeriodDto[] }>('/finance/periods', undefined, { silent: true }) });
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" data-testid="fn-periods">
      <Heading size="sm" mb="2">
        {t('financeMoney.accounts.periods')}
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        {(periods.data?.list ?? []).slice(0, 12).map((p) => (
          <HStack key={p.period} gap="2" borderWidth="1px" borderRadius="md" px="2" py="1" data-testid="fn-period" data-period={p.period} data-status={p.status}>
            <Text fontFamily="mono" fontSize="sm">
              {p.period}
            </Text>
            <Badge colorPalette={p.status === 'CLOSED' ? 'gray' : 'green'}>{t(p.status === 'CLOSED' ? 'financeMoney.accounts.closed' : 'financeMoney.accounts.open')}</Badge>
            <Text fontSize="xs" color="fg.muted">
              {t('financeMoney.accounts.periodEntries', { n: p.entries })}
            </Text>
            {p.status === 'OPEN' && (
              <Button size="2xs" variant="outline" onClick={() => setClosing(p.period)} data-testid="fn-period-close">
                {t('financeMoney.accounts.closePeriod')}
              </Button>
            )}
          </HStack>
        ))}
      </HStack>
      {closing && <ClosePeriodDialog period={closing} onClose={() => setClosing(null)} />}
    </Box>
  );
}
