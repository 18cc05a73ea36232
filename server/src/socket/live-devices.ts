/**
 * Which devices of a company are connected right now, across every server process: the sockets of the company's
 * room as the adapter sees them (fetchSockets asks the other processes over PostgreSQL), keyed `${userId}:${deviceId}`.
 * A device's own `connected` column is only the last thing this process stored; with several processes a device
 * may be connected to another one, so the device list asks the sockets.
 */
import type { Server } from 'socket.io';
import { companyRoom, type SocketData } from './rooms';

export const deviceKey = (userId: number, deviceId: string) => `${userId}:${deviceId}`;

/** The connected devices' keys; null when a process did not answer in time (the caller falls back). */
export async function liveDeviceKeys(io: Server, companyId: number): Promise<Set<string> | null> {
  try {
    const sockets = await io.in(companyRoom(companyId)).fetchSockets();
    const keys = new Set<string>();
    for (const s of sockets) {
      const data = s.data as Partial<SocketData>;
      if (data.user && data.deviceId) keys.add(deviceKey(data.user.id, data.deviceId));
    }
    return keys;
  } catch {
    return null;
  }
}
