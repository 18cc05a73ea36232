/**
 * The reader's article feed: published articles addressed to the signed-in account's kind (merchants: consignor
 * articles), newest first, unread marked; opening one shows it in a dialog and marks it read. The merchant home
 * places it (`<ArticleFeed perPage={5} />`); /saas/article/consignor/index shows it whole.
 */
import { Badge, Box, Button, CloseButton, Dialog, HStack, Link, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedArticleQuery, feedQuery, useInvalidateFeed } from '../api/articles';
import { formatTime } from '../utils/format';
import { ArticleHtml } from './article-html';

export const CONSIGNOR_ARTICLES_PATH = '/saas/article/consignor/index';

export interface ArticleFeedProps {
  /** how many of the newest to list */
  perPage?: number;
  /** a link to the whole feed under the list (the merchant home) */
  moreLink?: boolean;
}

function FeedArticleDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const query = useQuery(feedArticleQuery(id));
  const invalidate = useInvalidateFeed();
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) invalidate();
    // the feed's read marks change once the article is opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="feed-article-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">{query.data?.title ?? ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {query.isPending && <Spinner />}
              {query.isError && <Text>{t('content.notFound')}</Text>}
              {query.data && (
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    {query.data.author_name} · {formatTime(query.data.published_at)}
                  </Text>
                  <ArticleHtml html={query.data.body} testId="feed-article-body" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('content.feed.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function ArticleFeed({ perPage = 20, moreLink = false }: ArticleFeedProps) {
  const { t } = useTranslation();
  const query = useQuery(feedQuery(perPage));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack gap="2" data-testid="article-feed">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('content.feed.title')}</Text>
        {query.data && query.data.unread > 0 && (
          <Badge colorPalette="red" variant="solid" data-testid="article-feed-unread">
            {t('content.feed.unreadCount', { count: query.data.unread })}
          </Badge>
        )}
      </HStack>
      {query.isPending && <Spinner size="sm" />}
      {query.data?.list.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('content.feed.empty')}
        </Text>
      )}
      {query.data?.list.map((a) => (
        <Box
          key={a.id}
          as="button"
          textAlign="start"
          borderWidth="1px"
          borderRadius="md"
          p="3"
          bg="bg"
          _hover={{ bg: 'bg.muted' }}
          onClick={() => setOpen(a.id)}
          data-testid={`feed-item-${a.id}`}
          data-read={a.read ? '1' : '0'}
        >
          <HStack gap="2" align="start">
            {!a.read && (
              <Badge size="sm" colorPalette="red" variant="subtle">
                {t('content.feed.unread')}
              </Badge>
            )}
            <Stack gap="0.5" minW="0">
              <Text fontWeight={a.read ? 'normal' : 'semibold'} data-testid="feed-item-title">
                {a.title}
              </Text>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {a.summary}
              </Text>
              <Text fontSize="xs" color="fg.subtle">
                {formatTime(a.published_at)}
              </Text>
            </Stack>
          </HStack>
        </Box>
      ))}
      {moreLink && (
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={CONSIGNOR_ARTICLES_PATH}>{t('content.feed.more')}</RouterLink>
        </Link>
      )}
      {open !== null && <FeedArticleDialog id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
