import { errorBody, isHttpFailure } from '../../../lib/http-errors';

/** The text of a failure shown inside a dialog: "code - message" from the envelope, or a generic text. */
export function dialogErrorText(error: unknown, generic: string): string {
  const body = errorBody(error);
  if (body) return `${body.code} - ${body.message}`;
  if (isHttpFailure(error)) return `${error.status} - ${generic}`;
  return generic;
}
