/** Slows password guessing: after MAX_FAILURES wrong passwords for one username, it is locked for a while. */

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 5 * 60_000;
const MAX_TRACKED = 10_000;

interface Entry {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Minutes until the username may try again; 0 when it may try now. */
  lockedMinutes(username: string): number {
    const entry = this.entries.get(username.toLowerCase());
    const left = entry ? entry.lockedUntil - this.now() : 0;
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  fail(username: string): void {
    const key = username.toLowerCase();
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || now - entry.firstAt > WINDOW_MS) entry = { failures: 0, firstAt: now, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= MAX_FAILURES) entry.lockedUntil = now + LOCK_MS;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_TRACKED) this.entries.delete(this.entries.keys().next().value!);
  }

  succeed(username: string): void {
    this.entries.delete(username.toLowerCase());
  }
}
