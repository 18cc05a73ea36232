/** Whether the print queue panel is open: one panel for the app, opened from the navbar or from a print notice. */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setPrintQueueOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePrintQueueOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
