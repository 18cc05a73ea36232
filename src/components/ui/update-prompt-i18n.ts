/** Strings of the update prompt (spec §4 'System update'). */
export const en = {
  ui: {
    updatePrompt: {
      available: 'System update: a new version is available',
      countdown: 'The page reloads in {{seconds}} s to use it.',
      waiting: 'It will be used after your unsaved work is saved; reload when you are ready.',
      reload: 'Reload',
      later: 'Later',
      unsaved: 'You have unsaved or unsent work. Reload now anyway?',
      reloadAnyway: 'Reload anyway',
      keepWorking: 'Keep working',
    },
  },
};
export const zh = {
  ui: {
    updatePrompt: {
      available: '系统更新提示：检测到新版本',
      countdown: '{{seconds}} 秒后将自动刷新页面以使用新版本。',
      waiting: '您有尚未保存或尚未发送的内容，保存后再刷新页面即可使用新版本。',
      reload: '立即刷新',
      later: '稍后',
      unsaved: '您有尚未保存或尚未发送的内容，确定现在刷新吗?',
      reloadAnyway: '仍然刷新',
      keepWorking: '继续工作',
    },
  },
};
