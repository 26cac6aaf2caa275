import { c } from './c';
import { authRouter } from './routers/auth';
import { configRouter } from './routers/config';
import { formGroupsRouter } from './routers/formgroups';
import { formsRouter } from './routers/forms';
import { languageRouter } from './routers/language';
import { questionnaireRouter } from './routers/questionnaire';
import { supportingDocsRouter } from './routers/supportingdocs';
import { systemRouter } from './routers/system';
import { uploadRouter } from './routers/upload';
import { ErrorSchema } from './schemas/error';

/** Error answers any call may give (app-shell.md §6, §8): each is the `{code, message}` envelope. */
const commonResponses = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  429: ErrorSchema,
  500: ErrorSchema,
  503: ErrorSchema,
} as const;

/**
 * The whole API of app-shell.md §7, under the API base `/api`. Route names (`forms.sign`, …) are what
 * scenario fixtures use to script faults.
 */
export const contract = c.router(
  {
    auth: authRouter,
    language: languageRouter,
    config: configRouter,
    system: systemRouter,
    forms: formsRouter,
    formGroups: formGroupsRouter,
    questionnaire: questionnaireRouter,
    supportingDocs: supportingDocsRouter,
    upload: uploadRouter,
  },
  { pathPrefix: '/api', commonResponses, strictStatusCodes: true },
);
export type Contract = typeof contract;
