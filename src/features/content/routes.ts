/** The content screens for the route registry (route name → lazily loaded screen). */
import { lazyRouteComponent } from '@tanstack/react-router';

const articleEdit = { component: lazyRouteComponent(() => import('./components/article-edit-screen'), 'ArticleEditScreen') };

export const CONTENT_SCREENS = {
  saasArticleIndex: { component: lazyRouteComponent(() => import('./components/article-list-screen'), 'ArticleListScreen') },
  saasArticleEdit: articleEdit,
  saasArticleEditId: articleEdit,
  saasArticleShowId: { component: lazyRouteComponent(() => import('./components/article-show-screen'), 'ArticleShowScreen') },
  saasArticleConsignorIndex: { component: lazyRouteComponent(() => import('./components/consignor-articles-screen'), 'ConsignorArticlesScreen') },
};
