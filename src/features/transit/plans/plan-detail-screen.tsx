/** 配载计划详情 (/saas/transit/stowagePlan/detail/:id): the plan's facts and the loads it created, each opening its load. */
import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { kgText, loadRates, m3Text, vehicleType } from '@/domain/transit/loads';
import { LOAD_STATUS_LABELS } from '@/domain/transit/messages';
import { formatYuan } from '@/domain/money';
import { formatDateTime } from '@/domain/relative-time';
import { ApiError } from '@/lib/api-client';
import { planQuery } from './api';
import { PLAN_INDEX } from './plan-screen';

export function PlanDetailScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const navigate = useNavigate();
  const { id } = useParams({ strict: false }) as { id?: string };
  const plan = useQuery(planQuery(Number(id) || 0));
  if (plan.isPending) return <Spinner m="6" />;
  if (plan.isError || !plan.data)
    return (
      <Text m="6" color="fg.error" role="alert">
        {plan.error instanceof ApiError ? plan.error.msg : String(plan.error)}
      </Text>
    );
  const p = plan.data;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="transit-plan-detail">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">
          {t('routes.saasTransitStowagePlanDetailId')} <Text as="span" fontFamily="mono">{p.plan_no}</Text>
        </Heading>
        <Button size="sm" variant="outline" onClick={() => void navigate({ to: PLAN_INDEX } as never)}>
          {t('transitPlans.back')}
        </Button>
      </HStack>
      <HStack gap="4" flexWrap="wrap" fontSize="sm" bg="bg" borderWidth="1px" borderRadius="md" p="3">
        <Text>
          {t('transitPlans.date')}: <b>{p.date}</b>
        </Text>
        <Text>
          {t('transitPlans.fromSite')}: <b>{p.from_site.name}</b>
        </Text>
        <Text>
          {t('transitPlans.line')}: <b>{p.line_name || t('transitPlans.noLine')}</b>
        </Text>
        <Text>
          {t('transitPlans.vehicleType')}: <b>{vehicleType(p.vehicle_type)?.[lang] ?? p.vehicle_type}</b>
        </Text>
        <Text>
          {t('transitPlans.orders')}: <b>{p.orders}</b>
        </Text>
        <Text>
          {t('transitPlans.createdBy')}: {p.created_by_name} · {formatDateTime(new Date(p.created_at))}
        </Text>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" overflowX="auto">
        <Text fontWeight="semibold" mb="2">
          {t('transitPlans.detailLoads')}
        </Text>
        <Table.Root size="sm" data-testid="plan-loads">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('transitPlans.loadNo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('transitPlans.to')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('transitPlans.status')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('transitPlans.plannedOrders')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('transitPlans.planned')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('transitPlans.loaded')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('transitPlans.rates')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('transitPlans.fee')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('transitPlans.plannedDeparture')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {p.load_list.map((l) => {
              const r = loadRates({ weight_g: l.loaded_weight_g, volume_cm3: l.loaded_volume_cm3, pieces: l.figures.loaded_cartons }, { weight_g: l.capacity_weight_g, volume_cm3: l.capacity_volume_cm3, pieces: l.capacity_pieces });
              return (
                <Table.Row key={l.id}>
                  <Table.Cell>
                    <Text as="a" color="fg.info" fontFamily="mono" cursor="pointer" onClick={() => void navigate({ to: `/saas/transit/stowage/detail/${l.id}` } as never)}>
                      {l.load_no}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{l.to_site.name}</Table.Cell>
                  <Table.Cell>
                    <Badge>{LOAD_STATUS_LABELS[l.status][lang]}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{l.figures.planned_orders}</Table.Cell>
                  <Table.Cell textAlign="end">{l.figures.planned_cartons}</Table.Cell>
                  <Table.Cell textAlign="end">{l.figures.loaded_cartons}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {r.weight ?? '—'}% / {r.volume ?? '—'}% ({kgText(l.loaded_weight_g)} kg, {m3Text(l.loaded_volume_cm3)} m³)
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatYuan(l.fee_cents)}</Table.Cell>
                  <Table.Cell>{formatDateTime(new Date(l.planned_departure_at))}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
