/** The one maintenance dialog (spec §8, HTTP 503): a tiny store the api client opens and the app renders. */
import { useSyncExternalStore } from 'react';

export interface MaintenanceState {
  open: boolean;
  /** content fetched from the server; null shows the default text 系统例行维护 */
  content: string | null;
}

let state: MaintenanceState = { open: false, content: null };
const listeners = new Set<() => void>();

function set(next: MaintenanceState): void {
  state = next;
  listeners.forEach((l) => l());
}

/** Opens the dialog, or updates the text of the one already open (never stacks). */
export function openMaintenance(content: string | null): void {
  if (state.open && state.content && !content) return;
  set({ open: true, content: content ?? state.content });
}

/** Closes the dialog; the last content is kept so a repeated 503 does not flash the default text. */
export function closeMaintenance(): void {
  set({ open: false, content: state.content });
}

/** Forgets everything (tests, sign-out). */
export function resetMaintenance(): void {
  set({ open: false, content: null });
}

export function getMaintenance(): MaintenanceState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMaintenance(): MaintenanceState {
  return useSyncExternalStore(subscribe, getMaintenance, getMaintenance);
}
