/** Strings of the print queue: the navbar button, its panel and the notices of a print request (ui.printQueue). */

export const en = {
  ui: {
    printQueue: {
      button: 'Print queue',
      buttonWaiting: 'Print queue: {{count}} waiting',
      title: 'Print queue',
      empty: 'Nothing printed on this device yet.',
      retryNow: 'Retry now',
      plugin: {
        present: 'Print plugin connected: waiting jobs print now.',
        absent: 'Print plugin not connected: jobs wait here and print when it answers (tried every 10 s).',
        unknown: 'Looking for the print plugin…',
      },
      summary: '{{waiting}} waiting, {{failed}} failed',
      kind: {
        waybill_label: 'Waybill labels',
        package_label: 'Carton labels',
        pick_list: 'Pick list',
      },
      status: {
        queued: 'Queued',
        printing: 'Sending',
        printed: 'Printed',
        failed: 'Failed',
      },
      created: 'Requested {{time}}',
      printed: 'printed {{time}}',
      pages: 'Pages: {{count}}',
      attempts: 'Attempts: {{count}}',
      reprintOf: 'Reprint',
      error: {
        absent: 'Waiting for the print plugin',
        refused: 'The print plugin did not take the job (is a printer chosen?)',
        error: 'Print plugin error: {{message}}',
        interrupted: 'The page closed while sending; queued again',
      },
      retry: 'Retry',
      reprint: 'Reprint',
      remove: 'Remove',
      sent: 'Sent to the print plugin: {{title}}',
      queued: 'Print plugin not connected — {{title}} waits in the print queue and prints when the plugin answers.',
      failed: 'The print plugin did not take {{title}}; see the print queue.',
      storageFailed: 'The print could not be queued on this device: {{message}}',
    },
  },
};

export const zh: typeof en = {
  ui: {
    printQueue: {
      button: '打印队列',
      buttonWaiting: '打印队列：{{count}} 个等待中',
      title: '打印队列',
      empty: '本设备还没有打印任务。',
      retryNow: '立即重试',
      plugin: {
        present: '打印插件已连接，等待中的任务将立即打印。',
        absent: '打印插件未连接：任务在此排队，插件恢复后自动打印（每 10 秒重试）。',
        unknown: '正在检测打印插件…',
      },
      summary: '{{waiting}} 个等待，{{failed}} 个失败',
      kind: {
        waybill_label: '运单标签',
        package_label: '包件标签',
        pick_list: '拣货单',
      },
      status: {
        queued: '排队中',
        printing: '发送中',
        printed: '已打印',
        failed: '失败',
      },
      created: '{{time}} 提交',
      printed: '{{time}} 打印',
      pages: '{{count}} 页',
      attempts: '尝试 {{count}} 次',
      reprintOf: '补打',
      error: {
        absent: '等待打印插件',
        refused: '打印插件未接受任务（是否已选择打印机？）',
        error: '打印插件出错：{{message}}',
        interrupted: '发送时页面已关闭，已重新排队',
      },
      retry: '重试',
      reprint: '补打',
      remove: '删除',
      sent: '已发送到打印插件：{{title}}',
      queued: '打印插件未连接，已加入打印队列：{{title}}，插件恢复后自动打印。',
      failed: '打印插件未接受 {{title}}，请查看打印队列。',
      storageFailed: '无法在本设备保存打印任务：{{message}}',
    },
  },
};
