/** Strings of the welcome page /my/{product}. */

export const en = {
  welcome: {
    greeting: 'Hello, {{name}}',
    greetingMorning: 'Good morning, {{name}}',
    greetingAfternoon: 'Good afternoon, {{name}}',
    greetingEvening: 'Good evening, {{name}}',
    subtitle: 'Welcome to {{title}}',
    company: 'Company',
    businessUnit: 'Business unit',
    account: 'Account',
    mainAccount: 'Main account',
    subAccount: 'Sub-account',
    lastLogin: 'Last login',
    neverLoggedIn: 'First login',
    quickLinks: 'Quick access',
    noMenu: 'No menu entries are available to your account yet.',
    entries: '{{count}} pages',
    entries_one: '{{count}} page',
    open: 'Open →',
    loadFailed: 'Could not load your profile.',
  },
};

export const zh: typeof en = {
  welcome: {
    greeting: '{{name}}，您好',
    greetingMorning: '{{name}}，早上好',
    greetingAfternoon: '{{name}}，下午好',
    greetingEvening: '{{name}}，晚上好',
    subtitle: '欢迎使用{{title}}',
    company: '公司',
    businessUnit: '事业部',
    account: '账号',
    mainAccount: '主账号',
    subAccount: '子账号',
    lastLogin: '上次登录',
    neverLoggedIn: '首次登录',
    quickLinks: '快捷入口',
    noMenu: '您的账号暂无可用菜单。',
    entries: '{{count}} 个页面',
    entries_one: '{{count}} 个页面',
    open: '进入 →',
    loadFailed: '个人信息加载失败。',
  },
};
