/** At most one call per company per window: the first at once, later ones folded into one at the window's end. */
export class CompanyThrottle {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly dirty = new Set<number>();

  constructor(
    private readonly windowMs: number,
    private readonly fire: (companyId: number) => void,
  ) {}

  touch(companyId: number): void {
    if (this.timers.has(companyId)) {
      this.dirty.add(companyId);
      return;
    }
    this.fire(companyId);
    const timer = setTimeout(() => {
      this.timers.delete(companyId);
      if (this.dirty.delete(companyId)) this.touch(companyId);
    }, this.windowMs);
    timer.unref();
    this.timers.set(companyId, timer);
  }

  close(): void {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    this.dirty.clear();
  }
}
