import { contract, type Locale } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { frozen } from '../domain/frozen';
import { sharedByAll } from '../plugins/response-check';
import { mapLocale } from '../domain/locale';
import { s } from './server';

export function languageRoutes(ctx: SimContext) {
  // One frozen answer per locale, checked, turned into JSON and compressed at the highest level once (ADR 025).
  const answers = new Map<Locale, Readonly<{ locale: Locale; messages: Readonly<Record<string, string>> }>>();
  return s.router(contract.language, {
    list: async ({ request }) => {
      const offered = ctx.config(request.session).languages;
      const list = ctx.fixtures.languageNames.filter(
        (l) => offered.includes(l.locale) && ctx.fixtures.catalogues.has(l.locale),
      );
      return { status: 200, body: list };
    },
    get: async ({ params }) => {
      const locale = mapLocale(params.code);
      if (!locale || !ctx.fixtures.catalogues.has(locale)) {
        return { status: 404, body: { code: 404, message: 'There is no message catalogue for this language.' } };
      }
      let body = answers.get(locale);
      if (!body) {
        body = sharedByAll(frozen({ locale, messages: ctx.messages(locale) }));
        answers.set(locale, body);
      }
      return { status: 200, body };
    },
  });
}
