/** /saas/article/index: the platform's articles (shared data table), with the actions their state allows. */
import { Badge, Box, Button, HStack, Heading, Input, Link, NativeSelect, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { ArticleItem } from '@/domain/content/api';
import { ARTICLE_AUDIENCES, ARTICLE_STATUSES, articleActions, articleEditable, type ArticleAction, type ArticleStatus } from '@/domain/content/articles';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { ARTICLE_LIST_URL, useArticleAction } from '../api/articles';
import { formatTime } from '../utils/format';

const PAGE_KEY = '/saas/article/index';
const STATUS_COLOR: Record<ArticleStatus, string> = { draft: 'gray', published: 'green', withdrawn: 'orange' };

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={STATUS_COLOR[status]} data-testid="article-status">
      {t(`content.article.status.${status}`)}
    </Badge>
  );
}

export function ArticleListScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState({ title: '', status: '', audience: '' });
  const [params, setParams] = useState<Record<string, string>>({});
  const act = useArticleAction();

  const { mutate } = act;
  const columns = useMemo<DataTableColumn<ArticleItem>[]>(() => {
    const run = (id: number, action: ArticleAction | 'delete') => {
      if (action === 'delete' && !window.confirm(t('content.confirmDelete'))) return;
      mutate(
        { id, action },
        {
          onSuccess: () => toast.success(t(`content.article.done.${action}`)),
          onError: (e) => toast.error(e instanceof ApiError ? e.msg : t('content.failed')),
        },
      );
    };
    const f = (k: string) => t(`content.article.fields.${k}`);
    return [
      {
        key: 'title',
        title: f('title'),
        width: 260,
        value: (r) => r.title,
        render: (r) => (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/saas/article/show/$id" params={{ id: String(r.id) } as never} data-testid={`article-row-${r.title}`}>
              {r.title}
            </RouterLink>
          </Link>
        ),
      },
      { key: 'audience', title: f('audience'), width: 90, value: (r) => t(`content.article.audience.${r.audience}`) },
      { key: 'status', title: f('status'), width: 90, value: (r) => t(`content.article.status.${r.status}`), render: (r) => <ArticleStatusBadge status={r.status} /> },
      { key: 'reads', title: f('reads'), width: 80, value: (r) => r.reads, align: 'end' },
      { key: 'author_name', title: f('author'), width: 110, value: (r) => r.author_name },
      { key: 'published_at', title: f('publishedAt'), width: 160, value: (r) => formatTime(r.published_at) },
      { key: 'updated_at', title: f('updatedAt'), width: 160, value: (r) => formatTime(r.updated_at) },
      {
        key: 'actions',
        title: t('content.actions'),
        width: 200,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            {articleEditable(r.status) && (
              <Button asChild size="2xs" variant="ghost" colorPalette="brand">
                <RouterLink to="/saas/article/edit/$id" params={{ id: String(r.id) } as never}>
                  {t('content.article.edit')}
                </RouterLink>
              </Button>
            )}
            {articleActions(r.status).map((a) => (
              <Button key={a} size="2xs" variant="ghost" colorPalette={a === 'withdraw' ? 'orange' : 'brand'} onClick={() => run(r.id, a)} data-testid={`article-${a}-${r.id}`}>
                {t(`content.article.action.${a}`)}
              </Button>
            ))}
            {articleEditable(r.status) && (
              <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => run(r.id, 'delete')}>
                {t('content.delete')}
              </Button>
            )}
          </HStack>
        ),
      },
    ];
  }, [t, mutate]);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="article-list-screen" minW="0">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('content.article.title')}</Heading>
        <Button asChild size="sm" colorPalette="brand" data-testid="article-create">
          <RouterLink to="/saas/article/edit">{t('content.article.create')}</RouterLink>
        </Button>
      </HStack>
      <HStack gap="2" flexWrap="wrap">
        <Input size="sm" maxW="220px" placeholder={t('content.article.titlePlaceholder')} value={filters.title} onChange={(e) => setFilters({ ...filters, title: e.currentTarget.value })} />
        <NativeSelect.Root size="sm" maxW="140px">
          <NativeSelect.Field aria-label={t('content.article.fields.status')} value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.currentTarget.value })}>
            <option value="">{t('content.all')}</option>
            {ARTICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`content.article.status.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" maxW="140px">
          <NativeSelect.Field aria-label={t('content.article.fields.audience')} value={filters.audience} onChange={(e) => setFilters({ ...filters, audience: e.currentTarget.value })}>
            <option value="">{t('content.all')}</option>
            {ARTICLE_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`content.article.audience.${a}`)}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        <Button size="sm" onClick={() => setParams(Object.fromEntries(Object.entries(filters).filter(([, v]) => v)))}>
          {t('content.search')}
        </Button>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<ArticleItem> pageKey={PAGE_KEY} columns={columns} url={ARTICLE_LIST_URL} params={params} getRowId={(r) => String(r.id)} />
      </Box>
    </Stack>
  );
}
