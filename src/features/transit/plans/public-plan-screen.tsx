/**
 * 发车计划 (/order/plan?c=<token>&date=YYYY-MM-DD), no sign-in: a company's planned departures per line for a day —
 * line, from, to, planned time, vehicle type and status only (no orders, parties or fees). The token comes from the
 * company's stowage plan screen; a guessed one is refused.
 */
import { Badge, Box, Container, Heading, HStack, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleType } from '@/domain/transit/loads';
import { LOAD_STATUS_LABELS } from '@/domain/transit/messages';
import { formatDateTime } from '@/domain/relative-time';
import { usePublicPlan } from './api';

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

export function PublicPlanScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const company = params.get('c') ?? '';
  const [date, setDate] = useState(() => (/^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : chinaToday()));
  const plan = usePublicPlan(company, date);
  return (
    <Container maxW="4xl" py="6" px="3" data-testid="public-plan">
      <Stack gap="3">
        <Heading size="lg">{t('transitPlans.publicTitle')}</Heading>
        {!company || plan.isError ? (
          <Text color="fg.error" role="alert">
            {t('transitPlans.publicBadLink')}
          </Text>
        ) : (
          <>
            <HStack gap="3" flexWrap="wrap">
              {plan.data && <Text color="fg.muted">{t('transitPlans.publicIntro', { company: plan.data.company_name })}</Text>}
              <Input size="sm" type="date" w="160px" value={date} onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)} aria-label={t('transitPlans.date')} />
            </HStack>
            {plan.isPending ? (
              <Spinner />
            ) : !plan.data?.rows.length ? (
              <Text color="fg.muted">{t('transitPlans.publicEmpty')}</Text>
            ) : (
              <Box overflowX="auto" borderWidth="1px" borderRadius="md" bg="bg">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('transitPlans.line')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('transitPlans.route')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('transitPlans.plannedDeparture')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('transitPlans.vehicleType')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('transitPlans.status')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {plan.data.rows.map((r, i) => (
                      <Table.Row key={i} data-testid="public-plan-row">
                        <Table.Cell>{r.line_name || t('transitPlans.noLine')}</Table.Cell>
                        <Table.Cell>
                          {r.from_name} → {r.to_name}
                        </Table.Cell>
                        <Table.Cell>{formatDateTime(new Date(r.planned_departure_at))}</Table.Cell>
                        <Table.Cell>{vehicleType(r.vehicle_type)?.[lang] ?? r.vehicle_type}</Table.Cell>
                        <Table.Cell>
                          <Badge>{LOAD_STATUS_LABELS[r.status][lang]}</Badge>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
