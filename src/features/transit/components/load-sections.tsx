/** The load detail's sections: header facts, figures, orders with their cartons, scans, discrepancies and the event timeline. */
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscrepancyRow, LoadDetail } from '@/domain/transit/api';
import { kgText, m3Text } from '@/domain/transit/loads';
import { formatDateTime } from '@/domain/relative-time';
import { formatYuan } from '@/domain/money';
import { actionLabel, discrepancyLabel, statusLabel, useLang, vehicleLabel, verdictPalette, verdictText } from '../utils/labels';
import { summaryRates } from './load-columns';
import { RateBars } from './rate-bars';

const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso)) : '—');

export function Section({ title, children, testId, extra }: { title: string; children: ReactNode; testId?: string; extra?: ReactNode }) {
  return (
    <Stack gap="2" bg="bg" borderWidth="1px" borderRadius="md" p="3" minW="0" data-testid={testId}>
      <HStack gap="2">
        <Text fontWeight="semibold">{title}</Text>
        {extra}
      </HStack>
      {children}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" wordBreak="break-word">
        {children || '—'}
      </Text>
    </Box>
  );
}

export function LoadFacts({ load }: { load: LoadDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const capacity = [load.capacity_weight_g ? `${kgText(load.capacity_weight_g)} kg` : '', load.capacity_volume_cm3 ? `${m3Text(load.capacity_volume_cm3)} m³` : '', load.capacity_pieces ? `${load.capacity_pieces} ${t('transit.rates.pieces')}` : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <Section title={t('transit.detail.facts')} testId="ts-detail-facts">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact label={t('transit.columns.route')}>
          {load.from_site.name} → {load.to_site.name}
        </Fact>
        <Fact label={t('transit.detail.line')}>{load.line_name}</Fact>
        <Fact label={t('transit.detail.carrier')}>{load.carrier_name}</Fact>
        <Fact label={t('transit.detail.driver')}>{[load.driver_name, load.driver_phone].filter(Boolean).join(' ')}</Fact>
        <Fact label={t('transit.detail.plate')}>{load.vehicle_plate}</Fact>
        <Fact label={t('transit.detail.vehicle')}>{load.vehicle_type ? vehicleLabel(load.vehicle_type, lang) : ''}</Fact>
        <Fact label={t('transit.detail.capacity')}>{capacity}</Fact>
        <Fact label={t('transit.detail.fee')}>{formatYuan(load.fee_cents)}</Fact>
        <Fact label={t('transit.detail.plannedDeparture')}>{when(load.planned_departure_at)}</Fact>
        <Fact label={t('transit.detail.departedAt')}>{when(load.departed_at)}</Fact>
        <Fact label={t('transit.detail.arrivedAt')}>{when(load.arrived_at)}</Fact>
        <Fact label={t('transit.detail.allowUnplanned')}>{load.allow_unplanned ? t('transit.detail.allowed') : t('transit.detail.refused')}</Fact>
        {load.type === 'handover' && <Fact label={t('transit.detail.trackingNo')}>{load.tracking_no}</Fact>}
        <Fact label={t('transit.detail.createdBy')}>
          {load.created_by_name} {when(load.created_at)}
        </Fact>
        {load.memo && <Fact label={t('transit.detail.memo')}>{load.memo}</Fact>}
      </SimpleGrid>
    </Section>
  );
}

export function LoadFigures({ load }: { load: LoadDetail }) {
  const { t } = useTranslation();
  const f = load.figures;
  const cells: [string, number, string?, string?][] = [
    [t('transit.detail.planned'), f.planned_cartons, undefined, 'planned'],
    [t('transit.detail.loaded'), f.loaded_cartons, undefined, 'loaded'],
    [t('transit.detail.departed'), f.departed_cartons, undefined, 'departed'],
    [t('transit.detail.unloaded'), f.unloaded_cartons, undefined, 'unloaded'],
    [t('transit.detail.short'), f.short, f.short ? 'fg.error' : undefined, 'short'],
    [t('transit.detail.over'), f.over, f.over ? 'fg.warning' : undefined, 'over'],
    [t('transit.detail.leftBehind'), f.left_behind, f.left_behind ? 'fg.warning' : undefined, 'left_behind'],
  ];
  return (
    <Section title={t('transit.detail.figures')} testId="ts-detail-figures">
      <SimpleGrid columns={{ base: 4, md: 7 }} gap="2">
        {cells.map(([label, n, color, key]) => (
          <Box key={key} textAlign="center" bg="bg.subtle" borderRadius="md" py="2" data-testid={`ts-figure-${key}`} data-value={n}>
            <Text fontSize="2xl" fontWeight="bold" color={color} fontVariantNumeric="tabular-nums" lineHeight="1.1">
              {n}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="4" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {f.planned_orders} {t('transit.detail.order')} · {kgText(load.loaded_weight_g)} kg · {m3Text(load.loaded_volume_cm3)} m³
        </Text>
        <Box flex="1" minW="220px" maxW="420px">
          <RateBars rates={summaryRates(load)} size="lg" data-testid="ts-detail-rates" />
        </Box>
      </HStack>
    </Section>
  );
}

type CartonState = 'waiting' | 'loaded' | 'departed' | 'unloaded' | 'missing';
const CARTON_PALETTE: Record<CartonState, string> = { waiting: 'gray', loaded: 'blue', departed: 'purple', unloaded: 'green', missing: 'red' };

function cartonState(c: LoadDetail['orders'][number]['cartons'][number], load: LoadDetail): CartonState {
  if (c.unloaded) return 'unloaded';
  if (c.departed) return load.status === 'arrived' || load.status === 'closed' ? 'missing' : 'departed';
  if (c.loaded) return 'loaded';
  return 'waiting';
}

export function LoadOrders({ load }: { load: LoadDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={`${t('transit.detail.orders')} (${load.orders.length})`} testId="ts-detail-orders">
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('transit.detail.order')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('transit.detail.carton')}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('transit.detail.product')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('transit.detail.state')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {load.orders.flatMap((o) =>
              o.cartons.map((c, i) => {
                const state = cartonState(c, load);
                return (
                  <Table.Row key={c.package_no} data-testid="ts-detail-carton" data-package={c.package_no} data-state={state}>
                    {i === 0 && (
                      <Table.Cell rowSpan={o.cartons.length} verticalAlign="top">
                        <Text fontFamily="mono" fontSize="sm">
                          {o.order_no}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {[o.end_contact, o.end_area, o.dest_station_name].filter(Boolean).join(' · ')}
                        </Text>
                        <HStack gap="1" mt="1" flexWrap="wrap">
                          {!o.planned && <Badge colorPalette="orange">{t('transit.detail.unplannedOrder')}</Badge>}
                          {!o.loadable && <Badge colorPalette="red">{t('transit.detail.notLoadable')}</Badge>}
                          {!o.goes_the_way && <Badge colorPalette="red">{t('transit.detail.otherWay')}</Badge>}
                        </HStack>
                      </Table.Cell>
                    )}
                    <Table.Cell fontFamily="mono" fontSize="sm">
                      {c.package_no}
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }} fontSize="sm">
                      {c.product_name}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={CARTON_PALETTE[state]} variant="subtle">
                        {t(`transit.detail.cartonState.${state}`)}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                );
              }),
            )}
          </Table.Body>
        </Table.Root>
      </Box>
    </Section>
  );
}

export function LoadScans({ load }: { load: LoadDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const scans = [...load.scans].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at));
  return (
    <Section title={`${t('transit.detail.scans')} (${scans.length})`} testId="ts-detail-scans">
      {scans.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('transit.detail.noScans')}
        </Text>
      ) : (
        <Stack gap="1" maxH="360px" overflowY="auto">
          {scans.map((s) => {
            const palette = verdictPalette(s.result, s.accepted);
            return (
              <HStack key={s.scan_id} gap="2" px="2" py="1" borderRadius="md" borderStartWidth="4px" borderStartColor={`${palette}.solid`} bg="bg.subtle" data-testid="ts-detail-scan" data-result={s.result} data-phase={s.phase}>
                <Badge variant="outline" flexShrink={0}>
                  {s.phase === 'load' ? t('transit.detail.load') : t('transit.detail.unload')}
                </Badge>
                <Box flex="1" minW="0">
                  <Text fontFamily="mono" fontSize="sm" truncate>
                    {s.package_no || s.code}
                  </Text>
                  <Text fontSize="xs" color={`${palette}.fg`} truncate>
                    {verdictText(s.result, s.accepted, s.phase, s.package_no || s.code, lang)}
                  </Text>
                </Box>
                <Text fontSize="xs" color="fg.muted" flexShrink={0} textAlign="end">
                  {s.actor_name}
                  <br />
                  {when(s.occurred_at)}
                </Text>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Section>
  );
}

export function LoadDiscrepancies({ load, onResolve }: { load: LoadDetail; onResolve(d: DiscrepancyRow): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const open = load.discrepancies.filter((d) => d.status === 'open').length;
  return (
    <Section
      title={`${t('transit.detail.discrepancies')} (${load.discrepancies.length})`}
      testId="ts-detail-discrepancies"
      extra={open > 0 ? <Badge colorPalette="red">{`${t('transit.detail.open')} ${open}`}</Badge> : undefined}
    >
      {load.discrepancies.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('transit.detail.noDiscrepancies')}
        </Text>
      ) : (
        <Stack gap="1">
          {load.discrepancies.map((d) => (
            <HStack key={d.id} gap="2" px="2" py="1.5" borderRadius="md" bg={d.status === 'open' ? 'red.subtle' : 'bg.subtle'} flexWrap="wrap" data-testid="ts-discrepancy" data-kind={d.kind} data-status={d.status} data-package={d.package_no}>
              <Badge colorPalette={d.kind === 'short' ? 'red' : 'orange'}>{discrepancyLabel(d.kind, lang)}</Badge>
              <Box flex="1" minW="160px">
                <Text fontFamily="mono" fontSize="sm">
                  {d.package_no}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {[d.order_no, d.product_name].filter(Boolean).join(' · ')}
                </Text>
                {d.status === 'resolved' && (
                  <Text fontSize="xs">
                    {t('transit.detail.resolved')}: {d.note} — {d.resolved_by_name} {when(d.resolved_at)}
                  </Text>
                )}
              </Box>
              {d.status === 'open' && (
                <Button size="xs" variant="outline" onClick={() => onResolve(d)} data-testid="ts-discrepancy-resolve">
                  {t('transit.detail.resolve')}
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function LoadTimeline({ load }: { load: LoadDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const events = [...load.events].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at) || b.id - a.id);
  return (
    <Section title={t('transit.detail.events')} testId="ts-detail-events">
      {events.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('transit.detail.noEvents')}
        </Text>
      ) : (
        <Stack gap="0" borderStartWidth="2px" borderColor="border.emphasized" ps="3">
          {events.map((e) => (
            <Box key={e.id} position="relative" py="1.5" data-testid="ts-detail-event" data-action={e.action}>
              <Box position="absolute" left="-19px" top="3" w="10px" h="10px" borderRadius="full" bg="brand.solid" />
              <HStack gap="2" flexWrap="wrap">
                <Text fontWeight="medium" fontSize="sm">
                  {actionLabel(e.action, lang)}
                </Text>
                {e.from_status !== e.to_status && e.to_status && (
                  <Text fontSize="xs" color="fg.muted">
                    {e.from_status ? `${statusLabel(e.from_status, lang)} → ` : ''}
                    {statusLabel(e.to_status, lang)}
                  </Text>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {e.actor_name} · {when(e.occurred_at)}
              </Text>
              {e.reason && <Text fontSize="sm">{e.reason}</Text>}
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}
