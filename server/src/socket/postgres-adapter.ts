/**
 * With DATABASE_URL, several server processes share one PostgreSQL: @socket.io/postgres-adapter relays every
 * room emit through LISTEN/NOTIFY so a notification created by a request to one process reaches the user's
 * sockets on any process. (It keeps no session store: connection-state recovery falls back to the history.)
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server } from 'socket.io';

/** where payloads over NOTIFY's size limit go (the adapter's documented table) */
const ATTACHMENTS_DDL = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
)`;

/**
 * Processes starting together would race on CREATE TABLE IF NOT EXISTS (PostgreSQL can then fail with a duplicate
 * pg_class entry for the sequence), so the DDL runs under a transaction-scoped advisory lock.
 */
async function createAttachmentsTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT pg_advisory_xact_lock(hashtext('lading:socket_io_attachments'))");
    await client.query(ATTACHMENTS_DDL);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function attachPostgresAdapter(io: Server, connectionString: string): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString, max: 3 });
  pool.on('error', () => {
    // an idle client lost: the pool makes a new one; the adapter reconnects its LISTEN client itself
  });
  // The adapter keeps its LISTEN client checked out and listens to its 'end' only (it then takes a new client).
  // Without these, a database restart would end the process (the client's 'error' uncaught) or, once that is
  // handled, leave the dead client checked out for ever: after three restarts the pool is full of them, the
  // adapter can never listen again, and pool.end() at shutdown waits for ever.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    client.once('end', () => {
      try {
        client.release(new Error('the database ended the connection'));
      } catch {
        // an idle client the pool already removed
      }
    });
  });
  await createAttachmentsTable(pool);
  io.adapter(createAdapter(pool, { channelPrefix: 'lading' }));
  return async () => {
    await io.of('/').adapter.close();
    await pool.end();
  };
}
