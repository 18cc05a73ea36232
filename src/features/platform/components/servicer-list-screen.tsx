/** /saas/basic/servicer/index: servicer companies with app code, status, edition, subscription end and users count. */
import { Badge, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import { useSearchPatch } from '@/lib/use-search-patch';
import { SERVICER_LIST_URL } from '../api/servicer-list';
import type { ServicerRow } from '../api/types';
import { formatTime, type ServicerSearch } from '../utils/forms';
import { ListFilters } from './list-filters';
import { ReviewBadge } from './review-badge';

export const SERVICER_INDEX_PATH = '/saas/basic/servicer/index';

export function SubscriptionEnd({ end, left }: { end: string | null; left: number }) {
  const { t } = useTranslation();
  if (!end) return <Text as="span">{t('platform.servicer.never')}</Text>;
  const color = left < 0 ? 'red' : left <= 15 ? 'orange' : 'green';
  return (
    <Text as="span" display="inline-flex" gap="2" alignItems="center">
      {end}
      <Badge size="sm" variant="subtle" colorPalette={color}>
        {left < 0 ? t('platform.servicer.expired') : t('platform.servicer.daysLeft', { count: left })}
      </Badge>
    </Text>
  );
}

export function ServicerListScreen() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as ServicerSearch;

  const go = useSearchPatch<ServicerSearch>(SERVICER_INDEX_PATH);

  const columns = useMemo<DataTableColumn<ServicerRow>[]>(() => {
    const c = (k: string) => t(`platform.servicer.columns.${k}`);
    return [
      { key: 'id', title: 'ID', width: 70, value: (r) => r.id },
      {
        key: 'name',
        title: c('name'),
        width: 190,
        value: (r) => r.name,
        render: (r) => (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/saas/basic/servicer/show/$id" params={{ id: String(r.id) } as never} data-testid={`servicer-row-${r.name}`}>
              {r.name}
            </RouterLink>
          </Link>
        ),
      },
      { key: 'app_code', title: c('appCode'), width: 90, value: (r) => r.app_code },
      {
        key: 'status',
        title: c('status'),
        width: 90,
        value: (r) => t(r.status === 1 ? 'platform.status.active' : 'platform.status.disabled'),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.status === 1 ? 'green' : 'gray'}>
            {t(r.status === 1 ? 'platform.status.active' : 'platform.status.disabled')}
          </Badge>
        ),
      },
      { key: 'review_status', title: c('review'), width: 90, value: (r) => t(`platform.review.${r.review_status}`), render: (r) => <ReviewBadge status={r.review_status} /> },
      { key: 'subscribe_version_name', title: c('version'), width: 100, value: (r) => r.subscribe_version_name },
      { key: 'hosting_end', title: c('hostingEnd'), width: 190, value: (r) => r.hosting_end, render: (r) => <SubscriptionEnd end={r.hosting_end} left={r.left_days} /> },
      { key: 'users_count', title: c('users'), width: 80, value: (r) => r.users_count, align: 'end' },
      { key: 'contact_phone', title: c('contactPhone'), width: 130, value: (r) => r.contact_phone },
      { key: 'created_at', title: c('createdAt'), width: 150, value: (r) => formatTime(r.created_at) },
      {
        key: 'actions',
        title: c('actions'),
        width: 80,
        value: () => '',
        render: (r) => (
          <Button asChild size="2xs" variant="ghost" colorPalette="brand">
            <RouterLink to="/saas/basic/servicer/show/$id" params={{ id: String(r.id) } as never}>
              {t('platform.servicer.view')}
            </RouterLink>
          </Button>
        ),
      },
    ];
  }, [t]);

  const params = useMemo(() => ({ name: search.name, status: search.status }), [search.name, search.status]);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const options = [
    { value: '', label: t('platform.all') },
    { value: '1', label: t('platform.status.active') },
    { value: '0', label: t('platform.status.disabled') },
  ];

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="servicer-list-screen" minW="0">
      <Heading size="md">{t('platform.servicer.title')}</Heading>
      <ListFilters
        testId="servicer"
        name={search.name}
        status={search.status ?? ''}
        statusOptions={options}
        statusLabel={t('platform.servicer.columns.status')}
        onSearch={(v) => go({ name: v.name, status: v.status as ServicerSearch['status'], page: undefined })}
      />
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<ServicerRow>
          pageKey={SERVICER_INDEX_PATH}
          columns={columns}
          url={SERVICER_LIST_URL}
          params={params}
          getRowId={(r) => String(r.id)}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : patch.page, per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
    </Stack>
  );
}
