/** Whether the last look for the print plugin found it, for the queue panel to say why jobs wait. */
export type PluginState = 'unknown' | 'present' | 'absent';

let state: PluginState = 'unknown';
const listeners = new Set<() => void>();

export function setPluginState(next: PluginState): void {
  if (next === state) return;
  state = next;
  listeners.forEach((l) => l());
}

export function getPluginState(): PluginState {
  return state;
}

export function subscribePluginState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
