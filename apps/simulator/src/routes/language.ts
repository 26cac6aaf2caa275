import { contract, LocaleSchema } from '@taxcert/contracts';
import type { SimContext } from '../context';
import { toLocale } from '../domain/locale';
import { s } from './server';

export function languageRoutes(ctx: SimContext) {
  return s.router(contract.language, {
    list: async ({ request }) => {
      const offered = ctx.config(request.session).languages;
      const list = ctx.fixtures.languageNames.filter((l) => offered.includes(l.locale) && ctx.fixtures.catalogues.has(l.locale));
      return { status: 200, body: list };
    },
    get: async ({ params }) => {
      const known = LocaleSchema.safeParse(params.code).success || params.code.toLowerCase() !== toLocale(params.code);
      const locale = toLocale(params.code);
      if (!known || !ctx.fixtures.catalogues.has(locale)) {
        return { status: 404, body: { code: 404, message: `No message catalogue for language "${params.code}".` } };
      }
      return { status: 200, body: { locale, messages: ctx.messages(locale) } };
    },
  });
}
