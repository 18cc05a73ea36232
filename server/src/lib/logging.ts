/**
 * The server's log options (server.ts), shared with the test that greps a run's log for secrets
 * (log-secrets.test.ts). Request lines never carry credentials: the token headers are redacted, and a query string's
 * credential-like parameters (token, refresh_token, signature, policy, password…) are masked in the logged URL.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /^(?:x-token|token|access_token|refresh_token|refresh-token|signature|policy|password|passwd|secret|key|code)$/i;

/** the URL as logged: credential-like query values replaced by '[Redacted]' */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
      return eq >= 0 && SECRET_PARAMS.test(name) ? `${pair.slice(0, eq)}=[Redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

export function serverLogger(level: string, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers["x-token"]', 'req.headers.token', 'req.headers["refresh-token"]', 'req.headers.authorization', 'req.headers.cookie'],
      censor: '[Redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
        return { method: request.method, url: loggableUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
      },
    },
  };
}
