/** Strings of the 404, 401, not-available and route-error screens. */

export const en = {
  errors: {
    notFound: {
      title: 'Page not found',
      body: 'The page you opened does not exist, or you have no permission to see it.',
    },
    unauthorized: {
      title: 'No access',
      body: 'You are not allowed to open this page. Sign in with another account or ask your administrator for access.',
    },
    notAvailable: {
      body: 'This screen is not available yet.',
    },
    routeError: {
      title: 'Something went wrong',
      menuTimeout: 'Your menu could not be loaded. Check your network and try again.',
    },
    backHome: 'Back to home',
    signIn: 'Sign in',
    retry: 'Try again',
  },
};

export const zh = {
  errors: {
    notFound: {
      title: '页面不存在',
      body: '您访问的页面不存在，或您没有访问权限。',
    },
    unauthorized: {
      title: '无权访问',
      body: '您无权访问此页面。请更换账号登录，或联系管理员开通权限。',
    },
    notAvailable: {
      body: '该功能暂未开放',
    },
    routeError: {
      title: '出错了',
      menuTimeout: '菜单加载失败，请检查网络后重试。',
    },
    backHome: '返回首页',
    signIn: '去登录',
    retry: '重试',
  },
};
