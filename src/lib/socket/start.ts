/** Starts the socket and its outbox reports; called once by the app shell. */
import { startSocketConnection } from './client';
import { startSyncReports } from './sync-report';

export function startSocket(): () => void {
  const stopReports = startSyncReports();
  const stopConnection = startSocketConnection();
  return () => {
    stopConnection();
    stopReports();
  };
}
