/** The content screens for the route registry (route name → lazily loaded screen). */
import { lazyRouteComponent } from '@tanstack/react-router';

const articleEdit = { component: lazyRouteComponent(() => import('./components/article-edit-screen'), 'ArticleEditScreen') };
const subscription = { component: lazyRouteComponent(() => import('./components/subscription-screen'), 'SubscriptionScreen') };
const subscriptionShow = { component: lazyRouteComponent(() => import('./components/subscription-show-screen'), 'SubscriptionShowScreen') };

export const CONTENT_SCREENS = {
  saasArticleIndex: { component: lazyRouteComponent(() => import('./components/article-list-screen'), 'ArticleListScreen') },
  saasArticleEdit: articleEdit,
  saasArticleEditId: articleEdit,
  saasArticleShowId: { component: lazyRouteComponent(() => import('./components/article-show-screen'), 'ArticleShowScreen') },
  saasArticleConsignorIndex: { component: lazyRouteComponent(() => import('./components/consignor-articles-screen'), 'ConsignorArticlesScreen') },
  saasSubscriptionIndex: subscription,
  saasSubscriptionShow: subscriptionShow,
  saasSubscriptionShowId: subscriptionShow,
  saasMarketingIncentiveIndex: { component: lazyRouteComponent(() => import('./components/incentive-screen'), 'IncentiveScreen') },
  saasMarketingRecommendIndex: { component: lazyRouteComponent(() => import('./components/recommend-screen'), 'RecommendScreen') },
  saasMarketingFeeConfigIndex: { component: lazyRouteComponent(() => import('./components/fee-config-screen'), 'FeeConfigScreen') },
};
