/** /saas/article/show/:id: the article as readers will see it, its state, reads and the actions that apply. */
import { Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { articleActions, articleEditable } from '@/domain/content/articles';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { articleQuery, useArticleAction } from '../api/articles';
import { formatTime } from '../utils/format';
import { ArticleHtml } from './article-html';
import { ArticleStatusBadge } from './article-list-screen';

export function ArticleShowScreen() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const query = useQuery(articleQuery(Number(id)));
  const act = useArticleAction();
  if (query.isPending) return <Spinner m="4" />;
  if (query.isError || !query.data) return <Text p="4">{t('content.notFound')}</Text>;
  const a = query.data;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} maxW="960px" data-testid="article-show-screen">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading size="lg" data-testid="article-show-title">
          {a.title}
        </Heading>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/saas/article/index">{t('content.back')}</RouterLink>
          </Button>
          {articleEditable(a.status) && (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to="/saas/article/edit/$id" params={{ id: String(a.id) } as never}>
                {t('content.article.edit')}
              </RouterLink>
            </Button>
          )}
          {articleActions(a.status).map((action) => (
            <Button
              key={action}
              size="sm"
              colorPalette={action === 'withdraw' ? 'orange' : 'brand'}
              loading={act.isPending}
              data-testid={`article-show-${action}`}
              onClick={() =>
                act.mutate({ id: a.id, action }, { onSuccess: () => toast.success(t(`content.article.done.${action}`)), onError: (e) => toast.error(e instanceof ApiError ? e.msg : t('content.failed')) })
              }
            >
              {t(`content.article.action.${action}`)}
            </Button>
          ))}
        </HStack>
      </HStack>
      <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
        <ArticleStatusBadge status={a.status} />
        <Text>{t(`content.article.audience.${a.audience}`)}</Text>
        <Text>{a.author_name}</Text>
        {a.published_at && <Text>{formatTime(a.published_at)}</Text>}
        <Text>
          {t('content.article.fields.reads')}: {a.reads}
        </Text>
      </HStack>
      <ArticleHtml html={a.body} testId="article-show-body" />
    </Stack>
  );
}
