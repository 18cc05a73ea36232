/**
 * The drain loop: one tab at a time (Web Locks 'lading-outbox', an in-memory mutex where unsupported) sends the
 * due entries of the signed-in user in causal order per entity, photos first, and records each outcome.
 */
import { ApiError, refreshAccessToken } from '@/lib/api-client';
import { ERROR_TOAST_MS } from '@/domain/constants';
import { localDb, type LadingDb, type OutboxRow } from '@/lib/db';
import { translate } from '@/lib/i18n';
import { lookupScope } from '@/lib/lookup-cache';
import { getToken, subscribeTokens } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { dueEntries, nextWakeAt } from './causal';
import { backoffMs, classify, errorOf, isNoAnswer } from './classify';
import { listenConnectivity } from './connectivity';
import { realTimers, type EngineOptions, type EngineTimers } from './engine-options';
import { refusalOf, replaceRefs, requestOf } from './kinds';
import { OutboxRelay } from './relay';
import { sendPass, type SendStep } from './send-pass';
import { getStatus, setStatus, type Paused } from './status';
import * as store from './store';
import { defaultChannel, defaultLocks, requestDrainLock, type LockManagerLike, type Message, type Outcome } from './tabs';
import { apiTransport, type OutboxTransport } from './transport';
import { uploadPhotos } from './upload-photos';

/** While no request gets an answer, new entries try the network at most this often. */
const OFFLINE_PROBE_MS = 5_000;
/**
 * A drain that found the lock held tries again this much later: the holder may be a page being closed or
 * reloaded mid-drain (under load its lock outlives it by a moment), and then nobody hears the 'drain' message.
 */
export const LOCK_RETRY_MS = 2_000;

export class OutboxEngine {
  private readonly transport: OutboxTransport;
  private readonly refresh: (failedToken: string | null) => Promise<unknown>;
  readonly now: () => number;
  private readonly random: () => number;
  private readonly locks: LockManagerLike | null;
  private readonly relay: OutboxRelay;
  readonly db: () => LadingDb | null;
  readonly scope: () => string | null;

  private draining = false;
  private again = false;
  /** the next pass first makes every pending entry due (a user or connectivity trigger, not the backoff timer) */
  private force = false;
  private lastOfflineProbe = -Infinity;
  /** a send of the current pass got an answer: a concurrent send's lost answer does not mean offline */
  private answeredThisPass = false;
  private refreshedThisDrain = false;
  private readonly timers: EngineTimers;
  private timer: unknown = null;
  private lockRetry: unknown = null;
  private current: Promise<boolean> | null = null;
  private lastScope: string | null;
  private lastToken: string | null = null;
  private readonly disposers: (() => void)[] = [];

  constructor(options: EngineOptions = {}) {
    this.transport = options.transport ?? apiTransport;
    this.refresh = options.refresh ?? ((failed) => refreshAccessToken(failed));
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.locks = options.locks === undefined ? defaultLocks() : options.locks;
    this.relay = new OutboxRelay(options.channel === undefined ? defaultChannel() : options.channel);
    this.db = options.db ?? localDb;
    this.scope = options.scope ?? lookupScope;
    this.timers = options.timers ?? realTimers;
    this.lastScope = this.scope();
    this.relay.listen((message) => this.onMessage(message));
  }

  /** Installs the triggers of README 'Drain': app start, online, visible again, token change. */
  start(): () => void {
    this.lastToken = getToken();
    const onOffline = () => {
      if (getStatus().paused !== 'auth') setStatus({ paused: 'offline' });
    };
    this.disposers.push(
      listenConnectivity({ online: () => this.requestSync('online'), offline: onOffline, visible: () => this.requestSync('visible') }),
    );
    this.disposers.push(subscribeTokens(() => this.onTokenChange()));
    if (typeof navigator !== 'undefined' && navigator.onLine === false) onOffline();
    this.requestSync('start');
    return () => this.dispose();
  }

  dispose(): void {
    this.disposers.splice(0).forEach((d) => d());
    this.clearTimer();
    this.clearLockRetry();
    this.relay.close();
  }

  /** Someone signed in, out, refreshed or switched account: follow the scope; a new token ends an 'auth' pause. */
  private onTokenChange(): void {
    const scope = this.scope();
    const token = getToken();
    const tokenChanged = token !== this.lastToken;
    this.lastToken = token;
    if (scope !== this.lastScope) {
      this.lastScope = scope;
      this.clearTimer();
      setStatus({ paused: null });
      if (scope) this.requestSync('sign-in');
      return;
    }
    if (scope && tokenChanged && getStatus().paused === 'auth') {
      setStatus({ paused: null });
      this.requestSync('sign-in');
    }
  }

  /** Hears each entry's outcome, whichever tab sent it. */
  onOutcome(listener: (o: Outcome) => void): () => void {
    return this.relay.onOutcome(listener);
  }

  /** Hears which entries a drain (of any tab) left waiting: `enqueue(…, { waitMs })` answers 'queued' at once. */
  onDeferred(listener: (ids: ReadonlySet<string>) => void): () => void {
    return this.relay.onDeferred(listener);
  }

  private onMessage(message: Message): void {
    if (!message || typeof message !== 'object') return;
    if (message.type === 'drain') this.requestSync(message.force ? 'channel-force' : 'channel', true);
    else if (message.type === 'deferred') {
      if (message.scope !== this.scope()) return;
      this.relay.emitDeferred(message.scope, message.ids, true);
      // keep a backoff timer here too: if the tab that drained closes, this one wakes for the waiting entries
      if (!this.draining) void this.followSchedule(message.scope);
    }
    else if (message.type === 'paused') {
      if (message.scope === this.scope()) setStatus({ paused: message.paused });
    } else if (message.type === 'outcome' && message.scope === this.scope()) this.relay.heardOutcome(message);
  }

  private setPaused(paused: Paused, scope: string): void {
    if (getStatus().paused === paused) return;
    setStatus({ paused });
    this.relay.post({ type: 'paused', scope, paused });
    // the queue stays; the same user signing in again resumes it (the sync centre links to the sign-in)
    if (paused === 'auth') toast.warning(translate('outbox.pausedAuth'), { id: 'outbox-paused-auth', duration: ERROR_TOAST_MS });
  }

  /**
   * Drain now in this tab, or, when another tab holds the lock, ask it to drain again. Every reason but the
   * backoff timer and a new entry ('backoff', 'enqueue', 'channel') first makes waiting entries due at once:
   * coming back online or pressing 'sync now' should not wait out a 5-minute backoff.
   */
  requestSync(reason: string, fromChannel = false): void {
    if (!this.scope()) return;
    // no answer from the server lately: a new entry probes at most every few seconds (the backoff timer and the
    // online event cover the rest), so queuing a batch of scans offline stays a local write
    if (reason === 'enqueue' && getStatus().paused === 'offline') {
      const now = this.now();
      if (now - this.lastOfflineProbe < OFFLINE_PROBE_MS) return;
      this.lastOfflineProbe = now;
    }
    if (!['backoff', 'enqueue', 'channel'].includes(reason)) this.force = true;
    if (this.draining) {
      this.again = true;
      return;
    }
    void this.tryDrain(fromChannel);
  }

  /** Resolves when no drain of this tab is running (tests; a screen waiting for 'sync now'). */
  async settle(): Promise<void> {
    while (this.current) await this.current;
  }

  /** Resolves once this tab's drain (if it got the lock) is over: true when it drained. */
  tryDrain(fromChannel = false): Promise<boolean> {
    const attempt = this.lockedDrain(fromChannel).finally(() => {
      if (this.current === attempt) this.current = null;
    });
    this.current = attempt;
    return attempt;
  }

  private async lockedDrain(fromChannel: boolean): Promise<boolean> {
    const force = this.force;
    const run = async (lock: unknown) => {
      if (!lock) return false;
      this.draining = true;
      try {
        this.refreshedThisDrain = false;
        let first = true;
        do {
          this.again = false;
          await this.drainOnce(first);
          first = false;
        } while (this.again);
      } finally {
        this.draining = false;
      }
      return true;
    };
    let got = false;
    try {
      got = (await requestDrainLock(this.locks, run)) === true;
    } catch {
      got = false; // a closed database or a failed lock: the next trigger tries again
    }
    if (!got) {
      // the lock holder (or whoever gets it next) drains; this tab's force request travels with the message
      this.force = false;
      if (!fromChannel) this.relay.post({ type: 'drain', force });
      this.retryLockLater(force);
    } else this.clearLockRetry();
    return got;
  }

  private async drainOnce(recover: boolean): Promise<void> {
    const scope = this.scope();
    const db = this.db();
    if (!scope || !db || getStatus().paused === 'auth') return;
    if (recover) await store.recoverStale(db, scope);
    if (this.force) {
      this.force = false;
      await store.makeDue(db, scope);
    }
    for (;;) {
      const rows = await store.entriesOf(db, scope);
      const due = dueEntries(rows, this.now());
      if (!due.length) return this.leave(scope, rows);
      let next = 0;
      this.answeredThisPass = false;
      // no answer lately: one entry probes first; the rest follow only if the server answers
      if (getStatus().paused === 'offline') {
        if (this.scope() !== scope) return;
        next = 1;
        if ((await this.sendOne(db, due[0])) === 'stop') return this.leave(scope, await store.entriesOf(db, scope));
      }
      const outcome = await sendPass(due, next, (row) => this.sendOne(db, row), () => this.scope() === scope);
      if (outcome === 'left') return;
      if (outcome === 'stop') return this.leave(scope, await store.entriesOf(db, scope));
    }
  }

  private async followSchedule(scope: string): Promise<void> {
    const db = this.db();
    if (!db) return;
    try {
      const rows = await store.entriesOf(db, scope);
      if (!this.draining && this.scope() === scope) this.schedule(rows);
    } catch {
      /* a closed database: the next trigger tries again */
    }
  }

  /** The end of a pass: the timer for what waits, and word of which entries wait. */
  private leave(scope: string, rows: OutboxRow[]): void {
    this.schedule(rows);
    this.relay.emitDeferred(
      scope,
      rows.filter((r) => r.status === 'pending').map((r) => r.id),
    );
  }

  /** The backoff timer: wakes this tab when the earliest waiting entry is due (after a stop, not before it). */
  private schedule(rows: OutboxRow[]): void {
    this.clearTimer();
    if (getStatus().paused === 'auth') return;
    const now = this.now();
    const at = nextWakeAt(rows, now);
    if (at === null) return;
    this.timer = this.timers.set(() => {
      this.timer = null;
      this.requestSync('backoff');
    }, Math.max(0, at - now));
  }

  /** One retry at a time; a live holder answers the next attempt with the lock free, a dead one with nothing. */
  private retryLockLater(force: boolean): void {
    if (this.lockRetry !== null) return;
    this.lockRetry = this.timers.set(() => {
      this.lockRetry = null;
      this.requestSync(force ? 'lock-retry' : 'backoff');
    }, LOCK_RETRY_MS);
  }

  private clearLockRetry(): void {
    if (this.lockRetry !== null) this.timers.clear(this.lockRetry);
    this.lockRetry = null;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private async sendOne(db: LadingDb, row: OutboxRow): Promise<SendStep> {
    const entry = await store.claim(db, row.id, this.now());
    if (!entry) return 'ok';
    const token = getToken();
    try {
      const fileIds = await uploadPhotos(db, this.transport, entry);
      const request = requestOf(entry.kind, replaceRefs(entry.payload, fileIds), entry.occurredAt, entry.id);
      const result = await this.transport.send(request, entry.key);
      this.answeredThisPass = true;
      // a per-item refusal inside a success answer (warehouse scans) fails the entry like any refusal
      const refusal = refusalOf(entry.kind, result);
      if (refusal) throw refusal;
      await store.markSent(db, entry, result, this.now());
      if (getStatus().paused === 'offline') this.setPaused(null, entry.scope);
      this.relay.emitOutcome({ outcome: 'sent', entry, result });
      return 'ok';
    } catch (error) {
      return this.failed(db, entry, error, token);
    }
  }

  private async failed(db: LadingDb, entry: OutboxRow, error: unknown, token: string | null): Promise<SendStep> {
    const kind = classify(error);
    // any answer from the server means this device is online again
    if (!isNoAnswer(error)) {
      this.answeredThisPass = true;
      if (getStatus().paused === 'offline') this.setPaused(null, entry.scope);
    }
    if (kind === 'auth') {
      // another send of this drain renewed the token meanwhile: this one just goes again with the new one
      if (token !== getToken() && getToken()) {
        await store.patchEntry(db, entry.id, { status: 'pending' });
        return 'again';
      }
      if (!this.refreshedThisDrain) {
        this.refreshedThisDrain = true;
        try {
          await this.refresh(token);
          this.lastToken = getToken();
          await store.patchEntry(db, entry.id, { status: 'pending' });
          return 'again';
        } catch (refreshError) {
          if (isNoAnswer(refreshError)) return this.retryLater(db, entry, refreshError, true);
        }
      }
      await store.patchEntry(db, entry.id, { status: 'pending', lastError: errorOf(error) });
      this.setPaused('auth', entry.scope);
      return 'stop';
    }
    if (kind === 'retry') return this.retryLater(db, entry, error, isNoAnswer(error));
    const attempts = entry.attempts + 1;
    const lastError = errorOf(error);
    await store.patchEntry(db, entry.id, { status: 'failed', attempts, lastError });
    const apiError = error instanceof ApiError ? error : new ApiError(lastError.code, lastError.msg, lastError.httpStatus);
    this.relay.emitOutcome({ outcome: 'rejected', entry: { ...entry, status: 'failed', attempts, lastError }, error: apiError });
    return 'ok';
  }

  private async retryLater(db: LadingDb, entry: OutboxRow, error: unknown, noAnswer: boolean): Promise<SendStep> {
    const attempts = entry.attempts + 1;
    await store.patchEntry(db, entry.id, {
      status: 'pending',
      attempts,
      nextAttemptAt: this.now() + backoffMs(attempts, this.random()),
      lastError: errorOf(error),
    });
    if (noAnswer && !this.answeredThisPass) {
      // no answer at all: the rest of the queue would fail the same way
      this.lastOfflineProbe = this.now();
      this.setPaused('offline', entry.scope);
      return 'stop';
    }
    return 'ok';
  }
}
