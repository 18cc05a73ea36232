/** Which variant a request comes from: body app_code, else the app-code header, else the host's first label. */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_APP_CODE, isAppCode, resolveVariant, type AppCode } from '../../../src/domain/variants';

export function requestAppCode(request: FastifyRequest, explicit?: AppCode): AppCode {
  if (explicit) return explicit;
  const header = request.headers['app-code'];
  const value = Array.isArray(header) ? header[0] : header;
  if (isAppCode(value)) return value;
  const resolved = resolveVariant(request.host ?? '');
  return resolved.known ? resolved.variant.appCode : DEFAULT_APP_CODE;
}
