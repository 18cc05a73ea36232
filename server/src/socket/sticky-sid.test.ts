import { describe, expect, it } from 'vitest';
import { answerSessionBinds, newSessionId, sessionIdsBoundFirst, type Channel } from './sticky-sid';

/** a worker and a primary joined by an in-order channel, the primary as slow as we like */
function pair() {
  const toPrimary: unknown[] = [];
  const workerListeners: ((m: unknown) => void)[] = [];
  const bound = new Map<string, string>();
  const channel: Channel = { send: (m) => void toPrimary.push(m), on: (_e, l) => void workerListeners.push(l) };
  const primaryListeners: ((w: { send(m: unknown): unknown }, m: unknown) => void)[] = [
    // sticky's own listener: the binding
    (_w, m) => {
      const msg = m as { type: string; data: string };
      if (msg.type === 'sticky:connection') bound.set(msg.data, 'worker-1');
    },
  ];
  answerSessionBinds((l) => primaryListeners.push(l));
  const worker = { send: (m: unknown) => workerListeners.forEach((l) => l(m)) };
  /** the primary reads its queue now */
  const drain = () => {
    while (toPrimary.length) {
      const m = toPrimary.shift();
      for (const l of primaryListeners) l(worker, m);
    }
  };
  return { channel, bound, drain, toPrimary };
}

describe('session ids bound at the sticky primary before the handshake answer', () => {
  it('hands the id to engine.io only once the primary has bound it, however late the primary reads', async () => {
    const { channel, bound, drain, toPrimary } = pair();
    const generate = sessionIdsBoundFirst(newSessionId, channel, 60_000);
    let id: string | null = null;
    const pending = generate().then((v) => (id = v));
    await new Promise((r) => setTimeout(r, 50));
    expect(id).toBeNull();
    expect(toPrimary).toHaveLength(2);
    drain();
    await pending;
    expect(id).toMatch(/^[\w-]{20}$/);
    expect(bound.get(id!)).toBe('worker-1');
  });

  it('answers each handshake for its own id, several in flight', async () => {
    const { channel, bound, drain } = pair();
    const generate = sessionIdsBoundFirst(newSessionId, channel, 60_000);
    const ids = Promise.all([generate(), generate(), generate()]);
    drain();
    const got = await ids;
    expect(new Set(got).size).toBe(3);
    for (const id of got) expect(bound.has(id)).toBe(true);
  });

  it('does not hold a handshake forever when no primary answers', async () => {
    const { channel } = pair();
    const generate = sessionIdsBoundFirst(() => 'x'.repeat(20), channel, 30);
    expect(await generate()).toBe('x'.repeat(20));
  });
});
