/** Articles and the feed (/content/article*, /content/feed*): fetchers, query options and mutations. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleBody, ArticleDetail, ArticleItem, FeedDetail, FeedItem } from '@/domain/content/api';
import type { ArticleAction } from '@/domain/content/articles';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

export const ARTICLE_LIST_URL = '/content/article';
const listKey = ['data-table', ARTICLE_LIST_URL] as const;
const feedKey = ['content', 'feed'] as const;

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: ['content', 'article', id] as const, queryFn: () => apiGet<ArticleDetail>(`/content/article/${id}`, undefined, { silent: true }) });

export interface FeedPage {
  list: FeedItem[];
  total: number;
  unread: number;
}

export const feedQuery = (perPage: number) => queryOptions({ queryKey: [...feedKey, perPage] as const, queryFn: () => apiGet<FeedPage>('/content/feed', { per_page: perPage }) });

export const feedArticleQuery = (id: number) =>
  queryOptions({ queryKey: [...feedKey, 'article', id] as const, queryFn: () => apiGet<FeedDetail>(`/content/feed/${id}`, undefined, { silent: true }) });

/** create (id null) or update a draft/withdrawn article */
export function useSaveArticle(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArticleBody) =>
      id === null ? apiPost<{ id: number }>(ARTICLE_LIST_URL, body, { silent: true }) : apiPut<{ id: number }>(`/content/article/${id}`, body, { silent: true }),
    onSuccess: (r) => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: articleQuery(r.id).queryKey });
    },
  });
}

export function useArticleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ArticleAction | 'delete' }) =>
      action === 'delete' ? apiDelete<{ id: number }>(`/content/article/${id}`, undefined, { silent: true }) : apiPost<ArticleItem>(`/content/article/${id}/action`, { action }, { silent: true }),
    onSuccess: (_r, v) => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: articleQuery(v.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: feedKey });
    },
  });
}

/** opening an article marks it read: the feed's marks and unread count follow */
export function useInvalidateFeed() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: feedKey, exact: false, predicate: (q) => q.queryKey.length === 3 && q.queryKey[2] !== 'article' });
}
