import { contract } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { mapLocale } from '../domain/locale';
import { s } from './server';

export function languageRoutes(ctx: SimContext) {
  return s.router(contract.language, {
    list: async ({ request }) => {
      const offered = ctx.config(request.session).languages;
      const list = ctx.fixtures.languageNames.filter((l) => offered.includes(l.locale) && ctx.fixtures.catalogues.has(l.locale));
      return { status: 200, body: list };
    },
    get: async ({ params }) => {
      const locale = mapLocale(params.code);
      if (!locale || !ctx.fixtures.catalogues.has(locale)) {
        return { status: 404, body: { code: 404, message: `No message catalogue for language "${params.code}".` } };
      }
      return { status: 200, body: { locale, messages: ctx.messages(locale) } };
    },
  });
}
