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
