/**
 * The platform admin's ops channel (运维通道, /saas/system/opsCtl/index; issue 22, README.md "Ops channel"):
 *   GET  /api/system/ops/status      maintenance state, background job figures, the recent server errors
 *   PUT  /api/system/maintenance     {enabled, content}: the maintenance switch (audited ops.maintenance)
 *   POST /api/system/ops/release     {version, notes}: a notice to every connected client (audited ops.release)
 * Platform admin only (403 for anyone else); every action leaves an audit entry.
 */
import { z } from 'zod';

export const RELEASE_VERSION_MAX = 40;
export const RELEASE_NOTES_MAX = 500;
/** how many recent server errors the ops channel keeps (per process, newest first) */
export const RECENT_ERRORS_MAX = 50;

export const releaseBody = z.object({
  version: z.string().trim().min(1).max(RELEASE_VERSION_MAX),
  notes: z.string().trim().min(1).max(RELEASE_NOTES_MAX),
});
export type ReleaseBody = z.infer<typeof releaseBody>;

export const recentError = z.object({ at: z.string(), method: z.string(), url: z.string(), status: z.number().int(), message: z.string() });
export type RecentError = z.infer<typeof recentError>;

export const jobFigure = z.object({
  /** exports | bills | imports */
  kind: z.string(),
  /** runs in the last 24 hours */
  last_day: z.number().int(),
  /** the newest run, or null when none was ever made */
  last_at: z.string().nullable(),
});
export type JobFigure = z.infer<typeof jobFigure>;

export const opsStatus = z.object({
  maintenance: z.object({ enabled: z.boolean(), content: z.string() }),
  jobs: z.array(jobFigure),
  errors: z.array(recentError),
});
export type OpsStatus = z.infer<typeof opsStatus>;
