/** An error a route or repository throws on purpose: HTTP status, a catalog message key and optional data. */
import type { MessageParams, ServerMessageKey } from '../../../src/domain/server-messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ServerMessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const badRequest = (key: ServerMessageKey, params?: MessageParams) => new HttpError(400, key, params);
export const unauthorized = (key: ServerMessageKey = 'sessionExpired') => new HttpError(401, key);
export const forbidden = (key: ServerMessageKey = 'forbidden') => new HttpError(403, key);
export const notFound = () => new HttpError(404, 'notFound');
