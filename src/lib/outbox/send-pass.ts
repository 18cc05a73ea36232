/** One pass over the due entries: a few sends at once (at most one per order is due, causal order), so the device's IndexedDB work overlaps the server's. */
import type { OutboxRow } from '@/lib/db';

/** What a send tells the pass: go on ('again': the entry is pending again, e.g. after a token refresh) or stop. */
export type SendStep = 'ok' | 'again' | 'stop';

/** 'stop': a send said so; 'left': the signed-in user changed mid-pass; 'go': every entry was tried. */
export type PassOutcome = 'go' | 'stop' | 'left';

/** Entries of different orders sent at once. */
const SEND_CONCURRENCY = 3;

/** Sends `due` from index `from` on; after a 'stop' or a change of user no new send starts (those under way finish). */
export async function sendPass(
  due: readonly OutboxRow[],
  from: number,
  send: (row: OutboxRow) => Promise<SendStep>,
  stillSignedIn: () => boolean,
): Promise<PassOutcome> {
  let next = from;
  const pass: { outcome: PassOutcome } = { outcome: 'go' };
  const worker = async () => {
    while (pass.outcome === 'go' && next < due.length) {
      const row = due[next++];
      if (!stillSignedIn()) {
        pass.outcome = 'left';
        return;
      }
      const step = await send(row);
      if (step === 'stop' && pass.outcome === 'go') pass.outcome = 'stop';
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, due.length) }, worker));
  return pass.outcome;
}
