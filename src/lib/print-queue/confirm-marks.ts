/**
 * The plugin's confirmation of a job, noted synchronously (localStorage) the moment PRINT() returns: a reload
 * between that and the database write still knows the job printed, so it is not sent a second time.
 */
const PREFIX = 'lading.print-confirmed.';

export function noteConfirmed(jobId: string, at: number): void {
  try {
    localStorage.setItem(PREFIX + jobId, String(at));
  } catch {
    // storage full or blocked: the database write right after is the record
  }
}

/** When the plugin took the job, or null when it never confirmed it. */
export function confirmedAt(jobId: string): number | null {
  try {
    const v = localStorage.getItem(PREFIX + jobId);
    return v === null ? null : Number(v) || 0;
  } catch {
    return null;
  }
}

export function forgetConfirmed(jobId: string): void {
  try {
    localStorage.removeItem(PREFIX + jobId);
  } catch {
    // nothing to do
  }
}
