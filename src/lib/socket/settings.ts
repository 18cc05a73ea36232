/** The socket's connection settings of spec §9 (reconnects, delays, timeout, transports). */
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { SOCKET_PATH } from '@/domain/device-sync';

export const SOCKET_OPTIONS = {
  path: SOCKET_PATH,
  reconnection: true,
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 8000,
  timeout: 10_000,
  transports: ['websocket', 'polling'],
  autoConnect: false,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

/** waitUntilConnected() gives up after this long by default */
export const WAIT_UNTIL_CONNECTED_MS = 8000;

/** a handshake the server could not check ('unavailable') is tried again after this, doubling, up to the max */
export const UNAVAILABLE_RETRY_MS = 2000;
export const UNAVAILABLE_RETRY_MAX_MS = 30_000;
