/**
 * /saas/basic/audit/index: companies that registered and wait for (or went through) the qualification review,
 * filtered by status (pending by default) and name, each opening its review page.
 */
import { Box, Button, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import { useSearchPatch } from '@/lib/use-search-patch';
import { AUDIT_LIST_URL } from '../api/audit-list';
import type { AuditRow } from '../api/types';
import { formatTime, type AuditSearch } from '../utils/forms';
import { ListFilters } from './list-filters';
import { ReviewBadge } from './review-badge';

export const AUDIT_INDEX_PATH = '/saas/basic/audit/index';

export function AuditListScreen() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as AuditSearch;
  const status = search.status ?? 'pending';

  const go = useSearchPatch<AuditSearch>(AUDIT_INDEX_PATH);

  const columns = useMemo<DataTableColumn<AuditRow>[]>(() => {
    const c = (k: string) => t(`platform.audit.columns.${k}`);
    return [
      {
        key: 'name',
        title: c('name'),
        width: 200,
        value: (r) => r.name,
        render: (r) => (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/saas/basic/audit/show/$id" params={{ id: String(r.id) } as never} data-testid={`audit-row-${r.name}`}>
              {r.name}
            </RouterLink>
          </Link>
        ),
      },
      { key: 'type', title: c('type'), width: 100, value: (r) => t(`platform.companyTypes.${r.type}`, { defaultValue: r.type }) },
      { key: 'username', title: c('username'), width: 140, value: (r) => r.username },
      { key: 'phone', title: c('phone'), width: 130, value: (r) => r.phone },
      { key: 'qualification_count', title: c('photos'), width: 90, value: (r) => r.qualification_count, align: 'end' },
      { key: 'status', title: c('status'), width: 100, value: (r) => t(`platform.review.${r.status}`), render: (r) => <ReviewBadge status={r.status} /> },
      { key: 'submitted_at', title: c('submittedAt'), width: 150, value: (r) => formatTime(r.submitted_at) },
      { key: 'decided_at', title: c('decidedAt'), width: 150, value: (r) => formatTime(r.decided_at) },
      { key: 'reason', title: c('reason'), width: 200, value: (r) => r.reason || '—' },
      {
        key: 'actions',
        title: c('actions'),
        width: 90,
        value: () => '',
        render: (r) => (
          <Button asChild size="2xs" variant="ghost" colorPalette="brand">
            <RouterLink to="/saas/basic/audit/show/$id" params={{ id: String(r.id) } as never}>
              {t(r.status === 'pending' ? 'platform.audit.review' : 'platform.audit.view')}
            </RouterLink>
          </Button>
        ),
      },
    ];
  }, [t]);

  const params = useMemo(() => ({ status: status === 'all' ? undefined : status, name: search.name }), [status, search.name]);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const options = ['pending', 'approved', 'rejected', 'all'].map((value) => ({ value, label: t(value === 'all' ? 'platform.all' : `platform.review.${value}`) }));

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="audit-list-screen" minW="0">
      <Heading size="md">{t('platform.audit.title')}</Heading>
      <ListFilters
        testId="audit"
        name={search.name}
        status={status}
        statusOptions={options}
        statusLabel={t('platform.audit.columns.status')}
        onSearch={(v) => go({ name: v.name, status: (v.status === 'pending' ? undefined : v.status) as AuditSearch['status'], page: undefined })}
      />
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<AuditRow>
          pageKey={AUDIT_INDEX_PATH}
          columns={columns}
          url={AUDIT_LIST_URL}
          params={params}
          getRowId={(r) => String(r.id)}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : patch.page, per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
    </Stack>
  );
}
