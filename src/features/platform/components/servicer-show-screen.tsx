/** /saas/basic/servicer/show/:id: a servicer's data, accounts, subscription, extension log, the extend action and the edition. */
import { Alert, Badge, Box, Button, DataList, Grid, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus } from 'react-icons/lu';
import { useServicer } from '../api/get-servicer';
import type { ServicerDetail } from '../api/types';
import { formatTime } from '../utils/forms';
import { EditionPanel } from './edition-panel';
import { ExtendDialog } from './extend-dialog';
import { ReviewBadge } from './review-badge';
import { SubscriptionEnd } from './servicer-list-screen';

export function ServicerShowScreen() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const servicer = useServicer(valid ? id : 0);
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="servicer-show-screen" maxW="1200px">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="md">{t('platform.servicer.showTitle')}</Heading>
        <Button asChild size="xs" variant="outline">
          <RouterLink to="/saas/basic/servicer/index">{t('platform.backToList')}</RouterLink>
        </Button>
      </HStack>
      {!valid || servicer.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('platform.notFound')}</Alert.Title>
        </Alert.Root>
      ) : servicer.data ? (
        <ServicerBody s={servicer.data} />
      ) : (
        <Skeleton h="360px" />
      )}
    </Stack>
  );
}

function ServicerBody({ s }: { s: ServicerDetail }) {
  const { t } = useTranslation();
  const [extending, setExtending] = useState(false);
  const company: [string, ReactNode][] = [
    [t('platform.servicer.columns.name'), s.name],
    [t('platform.appCode'), s.app_code],
    [t('platform.servicer.columns.status'), <Badge key="st" variant="subtle" colorPalette={s.status === 1 ? 'green' : 'gray'}>{t(s.status === 1 ? 'platform.status.active' : 'platform.status.disabled')}</Badge>],
    [t('platform.servicer.columns.review'), <ReviewBadge key="rv" status={s.review_status} />],
    [t('platform.servicer.mainAccount'), `${s.main_username} · ${s.main_nickname} · ${s.main_phone}`],
    [t('platform.servicer.columns.contactPhone'), s.contact_phone || '—'],
    [t('platform.servicer.contactName'), s.contact_name || '—'],
    [t('platform.servicer.address'), s.address || '—'],
    [t('platform.servicer.licenseNo'), s.license_no || '—'],
    [t('platform.servicer.bizManager'), s.biz_manager_phone || '—'],
    [t('platform.servicer.columns.createdAt'), formatTime(s.created_at)],
  ];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
        <Stack gap="4">
          <Heading size="sm">{t('platform.servicer.company')}</Heading>
          <DataList.Root orientation="horizontal" size="sm" data-testid="servicer-company">
            {company.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="110px">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Box>
      <Stack gap="4">
        <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
          <Stack gap="3">
            <Heading size="sm">{t('platform.servicer.accounts')}</Heading>
            <HStack gap="6" data-testid="servicer-users">
              <Stat label={t('platform.servicer.usersTotal')} value={s.users_count} />
              <Stat label={t('platform.servicer.usersActive')} value={s.active_users_count} />
              <Stat label={t('platform.servicer.usersSub')} value={s.sub_users_count} />
            </HStack>
          </Stack>
        </Box>
        <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap">
              <Heading size="sm">{t('platform.servicer.subscription')}</Heading>
              <Button size="xs" colorPalette="brand" onClick={() => setExtending(true)} data-testid="servicer-extend">
                <LuCalendarPlus /> {t('platform.servicer.extend')}
              </Button>
            </HStack>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel minW="110px">{t('platform.servicer.columns.version')}</DataList.ItemLabel>
                <DataList.ItemValue>{s.subscribe_version_name || s.subscribe_version}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="110px">{t('platform.servicer.columns.hostingEnd')}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="servicer-hosting-end">
                  <SubscriptionEnd end={s.hosting_end} left={s.left_days} />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Text fontSize="sm" fontWeight="medium" pt="2">
              {t('platform.servicer.extensions')}
            </Text>
            {s.extensions.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('platform.servicer.noExtensions')}
              </Text>
            ) : (
              <Table.Root size="sm" data-testid="servicer-extensions">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('platform.servicer.extendedAt')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('platform.servicer.extendDays')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('platform.servicer.newEnd')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('platform.servicer.by')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {s.extensions.map((e) => (
                    <Table.Row key={e.id}>
                      <Table.Cell>{formatTime(e.created_at)}</Table.Cell>
                      <Table.Cell>{e.days}</Table.Cell>
                      <Table.Cell>
                        {e.previous_end ?? '—'} → {e.new_end}
                      </Table.Cell>
                      <Table.Cell>{e.actor_name}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Stack>
        </Box>
        <EditionPanel companyId={s.id} name={s.name} />
      </Stack>
      <ExtendDialog id={s.id} name={s.name} hostingEnd={s.hosting_end} open={extending} onClose={() => setExtending(false)} />
    </Grid>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0">
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}
