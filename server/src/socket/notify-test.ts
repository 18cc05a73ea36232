/** The answer to a client's notify_test: a system notification in the spec's shape, sent only to that client. */
import { randomUUID } from 'node:crypto';
import type { RealtimeNotification } from '../../../src/domain/device-sync';
import type { ServerLang } from '../../../src/domain/server-messages';

const TEXT: Record<ServerLang, { title: string; message: string }> = {
  zh: { title: '测试通知', message: '实时通道连接正常' },
  en: { title: 'Test notification', message: 'The real-time connection works' },
};

let sequence = 0;

export function testNotification(lang: ServerLang, now = Date.now()): RealtimeNotification {
  sequence = (sequence + 1) % 1000;
  return {
    // not stored: an id that cannot collide with the history's small serial ids
    id: now * 1000 + sequence,
    ...TEXT[lang],
    type: 'system',
    data: { route: '', file_url: '' },
    meta: { idempotency_key: randomUUID(), ts: now },
    extra: { route: '', file_url: '', web_actions: [] },
  };
}
