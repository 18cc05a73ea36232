/** Strings of the unsaved-input confirmation (spec §8). */
export const en = {
  ui: { leaveConfirm: { title: 'Notice', message: 'Your input has not been saved. Leave this page?', ok: 'Leave', cancel: 'Stay' } },
};
export const zh = {
  ui: { leaveConfirm: { title: '温馨提示', message: '您输入的内容尚未保存，确定离开此页面吗?', ok: '确定', cancel: '取消' } },
};
