/** Word of each drain's outcomes and waiting entries: to this tab's listeners and, over the channel, to the other tabs. */
import { ApiError } from '@/lib/api-client';
import type { ChannelLike, Message, Outcome } from './tabs';

export class OutboxRelay {
  private readonly channel: ChannelLike | null;
  private readonly outcomeListeners = new Set<(o: Outcome) => void>();
  private readonly deferredListeners = new Set<(ids: ReadonlySet<string>) => void>();

  constructor(channel: ChannelLike | null) {
    this.channel = channel;
  }

  /** What the other tabs post reaches `onMessage`. */
  listen(onMessage: (message: Message) => void): void {
    if (this.channel) this.channel.onmessage = (event) => onMessage(event.data as Message);
  }

  close(): void {
    if (this.channel) {
      this.channel.onmessage = null;
      this.channel.close();
    }
  }

  onOutcome(listener: (o: Outcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => {
      this.outcomeListeners.delete(listener);
    };
  }

  onDeferred(listener: (ids: ReadonlySet<string>) => void): () => void {
    this.deferredListeners.add(listener);
    return () => {
      this.deferredListeners.delete(listener);
    };
  }

  emitDeferred(scope: string, ids: string[], fromChannel = false): void {
    if (!ids.length) return;
    const set = new Set(ids);
    this.deferredListeners.forEach((l) => l(set));
    if (!fromChannel) this.post({ type: 'deferred', scope, ids });
  }

  emitOutcome(o: Outcome, fromChannel = false): void {
    this.outcomeListeners.forEach((l) => {
      try {
        l(o);
      } catch {
        /* a listener's failure is its own */
      }
    });
    if (fromChannel) return;
    const scope = o.entry.scope;
    if (o.outcome === 'sent') this.post({ type: 'outcome', scope, outcome: 'sent', entry: o.entry, result: o.result });
    else this.post({ type: 'outcome', scope, outcome: 'rejected', entry: o.entry, error: { code: o.error.code, msg: o.error.msg, httpStatus: o.error.httpStatus } });
  }

  /** An outcome another tab posted, told to this tab's listeners (the error travels as plain fields). */
  heardOutcome(message: Extract<Message, { type: 'outcome' }>): void {
    if (message.outcome === 'sent') this.emitOutcome({ outcome: 'sent', entry: message.entry, result: message.result }, true);
    else {
      const { code, msg, httpStatus } = message.error;
      this.emitOutcome({ outcome: 'rejected', entry: message.entry, error: new ApiError(code, msg, httpStatus) }, true);
    }
  }

  post(message: Message): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      /* closed channel */
    }
  }
}
