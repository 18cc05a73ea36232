/**
 * The user's language (users.lang, 'zh' | 'en'): notifications are written in it, whoever's request caused them.
 * It is saved from the language a request states (Accept-Language, which the browser always sends from its
 * language cookie) at sign-in and token refresh, and by PUT /api/user/lang when the user switches language.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerLang } from '../../../src/domain/server-messages';

/** The request's language when it states one; null for a request without Accept-Language (nothing to save). */
export function statedLang(request: FastifyRequest): ServerLang | null {
  return request.headers['accept-language'] ? request.lang : null;
}
