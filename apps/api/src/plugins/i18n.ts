import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type MessageKey, translate } from '@trace/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** Translates a message key into the request's language. */
    t(key: MessageKey, params?: Record<string, string | number>): string;
  }
}

export function languageOf(value: unknown): Language {
  const candidate = typeof value === 'string' ? value.toLowerCase() : '';
  return (LANGUAGES as readonly string[]).includes(candidate) ? (candidate as Language) : DEFAULT_LANGUAGE;
}

/** The `sysLanguage` header selects cn/en/fr for messages, menus and labels (default cn). */
export const i18nPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest(
      't',
      function (this: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) {
        return translate(key, this.language, params);
      },
    );
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = languageOf(request.headers.syslanguage);
      done();
    });
  },
  { name: 'i18n' },
);
