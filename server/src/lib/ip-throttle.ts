/**
 * A fixed-window counter per client address, in memory (one server process): enough to stop a public page being
 * used to enumerate orders; a restart forgets it. Old windows are swept as the map is touched.
 */
export class IpThrottle {
  private readonly hits = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** counts one attempt; false once the address has used up its window */
  take(ip: string, now = Date.now()): boolean {
    if (this.hits.size > 10_000) this.sweep(now);
    const hit = this.hits.get(ip);
    if (!hit || now - hit.start >= this.windowMs) {
      this.hits.set(ip, { start: now, count: 1 });
      return true;
    }
    hit.count += 1;
    return hit.count <= this.limit;
  }

  private sweep(now: number) {
    for (const [ip, hit] of this.hits) if (now - hit.start >= this.windowMs) this.hits.delete(ip);
  }
}
