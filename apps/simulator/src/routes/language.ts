import { contract, type Locale } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { frozen } from '../domain/frozen';
import { sharedByAll } from '../plugins/response-check';
import { mapLocale } from '../domain/locale';
import { s } from './server';

export function languageRoutes(ctx: SimContext) {
  // One frozen answer per catalogue, checked, turned into JSON and compressed at the highest level once (ADR 025).
  const answers = new Map<
    Readonly<Record<string, string>>,
    Readonly<{ locale: Locale; messages: Readonly<Record<string, string>> }>
  >();
  return s.router(contract.language, {
    list: async ({ request }) => {
      const offered = ctx.config(request.session).languages;
      const list = ctx.fixtures.languageNames.filter(
        (l) => offered.includes(l.locale) && ctx.fixtures.catalogues.has(l.locale),
      );
      return { status: 200, body: list };
    },
    get: async ({ params, request }) => {
      const locale = mapLocale(params.code);
      if (!locale || !ctx.fixtures.catalogues.has(locale)) {
        return { status: 404, body: { code: 404, message: 'There is no message catalogue for this language.' } };
      }
      const messages = ctx.catalogue(locale, request.session);
      let body = answers.get(messages);
      if (!body) {
        body = sharedByAll(frozen({ locale, messages }));
        answers.set(messages, body);
      }
      return { status: 200, body };
    },
  });
}
