/** The request's language (Accept-Language: zh* → zh, else en) and a helper to localize catalog messages. */
import fp from 'fastify-plugin';
import {
  langFromAcceptLanguage,
  serverMessage,
  type MessageParams,
  type ServerLang,
  type ServerMessageKey,
} from '../../../src/domain/server-messages';

declare module 'fastify' {
  interface FastifyRequest {
    lang: ServerLang;
    t(key: ServerMessageKey, params?: MessageParams): string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('lang', {
      getter() {
        return langFromAcceptLanguage(this.headers['accept-language']);
      },
    });
    app.decorateRequest('t', function (key: ServerMessageKey, params?: MessageParams) {
      return serverMessage(this.lang, key, params);
    });
  },
  { name: 'i18n' },
);
