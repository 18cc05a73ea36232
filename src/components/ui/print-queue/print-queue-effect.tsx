/** Runs the print queue's retry loop while the signed-in layout is shown (renders nothing). */
import { useEffect } from 'react';
import { startPrintQueue } from '@/lib/print-queue';

export function PrintQueueEffect() {
  useEffect(() => startPrintQueue(), []);
  return null;
}
