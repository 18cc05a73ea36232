/** The socket's connection state as a tiny store: 'idle' (no session or given up), 'connecting', 'connected'. */
import { useSyncExternalStore } from 'react';

export type SocketState = 'idle' | 'connecting' | 'connected';

let state: SocketState = 'idle';
const listeners = new Set<(state: SocketState) => void>();

export function getSocketState(): SocketState {
  return state;
}

export function setSocketState(next: SocketState): void {
  if (next === state) return;
  state = next;
  listeners.forEach((l) => l(next));
}

export function subscribeSocketState(listener: (state: SocketState) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSocketState(): SocketState {
  return useSyncExternalStore(subscribeSocketState, getSocketState, () => 'idle');
}
