import { z } from 'zod';
import { c } from '../c';
import { ErrorSchema } from '../schemas/error';
import { LanguageListSchema, LanguageSchema } from '../schemas/language';

export const languageRouter = c.router({
  list: {
    method: 'GET',
    path: '/language',
    responses: { 200: LanguageListSchema },
    summary: 'The interface languages offered',
  },
  get: {
    method: 'GET',
    path: '/language/:code',
    pathParams: z.object({ code: z.string().min(1).max(10) }),
    responses: { 200: LanguageSchema, 404: ErrorSchema },
    summary: 'A locale and its message catalogue',
  },
});
