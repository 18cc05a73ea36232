/**
 * One send pass of the print queue: give back jobs a dead send left 'printing', then hand each queued job of the
 * signed-in user to the plugin — each claimed first (compare-and-set), so a job reaches the plugin once.
 */
import type { PrintJobRow } from '@/lib/db';
import type { PrintPlugin } from '@/lib/print-plugin';
import { confirmedAt, forgetConfirmed, noteConfirmed } from './confirm-marks';
import * as store from './store';

export interface SendContext {
  scope: string;
  /** which send holds a claimed job (one id per tab) */
  sender: string;
  now(): number;
  /** the plugin, probed again when `fresh`; null when none answers */
  plugin(fresh: boolean): Promise<PrintPlugin | null>;
}

const ABSENT = { code: 'absent', message: '' } as const;

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

async function noteAllAbsent(jobs: PrintJobRow[]): Promise<void> {
  for (const job of jobs) if (job.lastError?.code !== 'absent') await store.noteAbsent(job.id, ABSENT);
}

/** Sends what is queued; answers how many jobs the plugin took. */
export async function sendPass(ctx: SendContext): Promise<number> {
  for (const row of await store.recoverStale(ctx.scope, ctx.now(), (r) => confirmedAt(r.id))) forgetConfirmed(row.id);
  const jobs = await store.queuedJobs(ctx.scope);
  if (!jobs.length) return 0;
  let plugin = await ctx.plugin(false);
  if (!plugin) {
    await noteAllAbsent(jobs);
    return 0;
  }
  let printed = 0;
  for (const [i, job] of jobs.entries()) {
    if (!(await store.claim(job.id, ctx.sender, ctx.now()))) continue; // another tab's send has it
    const pages = await store.jobPages(job.id);
    if (!pages.length) {
      await store.markNotPrinted(job.id, ctx.sender, { code: 'error', message: 'no pages' });
      continue;
    }
    let taken: boolean;
    try {
      taken = plugin.printPages(job.title, pages, job.paper);
    } catch (e) {
      // the plugin's service or the way to it went away after its script loaded: ask again before blaming the job
      const again = await ctx.plugin(true);
      if (!again) {
        await store.giveBack(job.id, ctx.sender, ABSENT);
        await noteAllAbsent(jobs.slice(i + 1));
        return printed;
      }
      await store.markNotPrinted(job.id, ctx.sender, { code: 'error', message: messageOf(e) });
      plugin = again;
      continue;
    }
    if (!taken) {
      await store.markNotPrinted(job.id, ctx.sender, { code: 'refused', message: '' });
      continue;
    }
    const at = ctx.now();
    noteConfirmed(job.id, at);
    await store.markPrinted(job.id, ctx.sender, at);
    forgetConfirmed(job.id);
    printed++;
  }
  return printed;
}
