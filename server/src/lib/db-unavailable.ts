/**
 * Whether an error means the database cannot be reached right now — PostgreSQL down, restarting or shutting down,
 * the connection cut or refused — so the request answers 503 "try again" instead of a 500: nothing was written
 * (the transaction, if any, rolled back with the connection) and the pool reconnects by itself.
 */

/** SQLSTATEs: admin/crash shutdown, starting up, connection exceptions, too many connections */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
/** errors of the socket to the database (pg reports them as they come from node) */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** pg's own messages for a connection that ended or never came */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
  // a connect to several addresses fails with all of them; drizzle wraps the driver's error as its cause
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
