/** The public routes of spec §2.1 (no login), with names and titles like the §2.3 catalog. */
import type { RouteDef } from '@/domain/route-catalog';

export const PUBLIC_ROUTES: RouteDef[] = [
  { path: '/login', name: 'login', zh: '登录', en: 'Sign in' },
  { path: '/register', name: 'register', zh: '注册', en: 'Register', aliases: ['/register2'] },
  { path: '/forget-password', name: 'forgetPassword', zh: '找回密码', en: 'Reset password' },
  { path: '/auth-redirect', name: 'authRedirect', zh: '登录跳转', en: 'Signing in' },
  { path: '/test', name: 'test', zh: '测试', en: 'Test' },
  { path: '/edit-company', name: 'editCompany', zh: '完善企业信息', en: 'Company details' },
  { path: '/examining', name: 'examining', zh: '资料审核中', en: 'Under review' },
  { path: '/active-entry', name: 'activeEntry', zh: '账号激活', en: 'Activate account' },
  { path: '/order/query', name: 'orderQuery', zh: '订单查询', en: 'Look up an order' },
  { path: '/order/price', name: 'orderPrice', zh: '超区查询', en: 'Out-of-area check' },
  { path: '/order/plan', name: 'orderPlan', zh: '发车计划', en: 'Departure plan' },
  { path: '/order/attachment/:id/:no', name: 'orderAttachment', zh: '订单附件', en: 'Order attachments' },
  { path: '/404', name: 'notFound', zh: '页面不存在', en: 'Page not found' },
  { path: '/401', name: 'unauthorized', zh: '无权访问', en: 'No access' },
];

/** Authenticated routes outside the §2.3 catalog (welcome page and the legacy layout path). */
export const HOME_ROUTES: RouteDef[] = [
  { path: '/my/:product', name: 'myProduct', zh: '欢迎', en: 'Welcome' },
  { path: '/layout', name: 'layout', zh: '欢迎', en: 'Welcome' },
];
