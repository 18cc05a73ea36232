/** Platform-admin screens (oss, FMZY) are for the platform's own accounts only. */
import type { FastifyRequest } from 'fastify';
import type { TokenPayload } from '../../../../../src/domain/auth';
import { forbidden } from '../../../lib/http-error';

export function platformAdmin(request: FastifyRequest): TokenPayload {
  const auth = request.user();
  if (auth.app_code !== 'FMZY' || auth.main_type !== 'admin') throw forbidden('platformOnly');
  return auth;
}
