import { ErrorCodes } from '@taxcert/contracts/client';
import { OUTAGE_SEARCH, paths, type StatusHref } from '../navigation/paths';
import { failureCode, toFailure, type Failure } from './failure';

/**
 * What a failure does to the screen, decided in one table: app-shell.md §2 "Redirects caused by
 * configuration and call outcomes" and §8 "Error catalogue", row by row, in the order they are tried
 * (the first row that matches wins). `docs/error-catalogue.md` points here.
 *
 * Call sites name only where the call was made ({@link FailureContext}) and act on the {@link Reaction}
 * (useFailureHandler performs redirects and notifications itself). The §8 rows that are not a call's
 * failure are handled where they arise: "Render crash" and "Uncaught script error" in app/CrashBoundary.tsx
 * and lib/failures/error-reporting.ts, "Unexpected auth state" in features/shell/AppShell.tsx, "Unsupported form"
 * in features/form (UnsupportedFormType), "Missing form type or group" in lib/api/start-form.ts, "Tax ID
 * mismatch" in the questionnaire's TIN match.
 */

/** Where a call was made. */
export type FailureContext =
  /** GET config at start-up (app-shell.md §2: its own redirects; 401 is the login URL). */
  | { in: 'start-up' }
  /** GET language at start-up, before any text can render. */
  | { in: 'language' }
  /** GET forms/{id} or formgroups/{id}: the form screen or the success page. */
  | { in: 'form load' }
  /** PUT forms or POST formgroups: form selection, the landing page, the pre-qualifying questionnaire. */
  | { in: 'add form' }
  /** A step of the submission dialogs; the failure shows inside the open dialog. */
  | { in: 'dialog'; step: DialogStep }
  /** An upload of one file (POST file/upload). */
  | { in: 'upload'; fileName: string }
  /** A PDF download: from the success page or a form screen, or from the preview. */
  | { in: 'download'; from: 'form' | 'preview' }
  /** The e-signature PIN dialog: asking for a PIN, or checking it. */
  | { in: 'pin'; step: 'send' | 'verify' }
  /** /confirmPin, the no-email confirmation, before the sign-in is complete: no redirects. */
  | { in: 'confirm pin'; step: 'resend' | 'verify' }
  /** POST authentaLink from the sign-in screen. */
  | { in: 'sign-in' }
  /** Any other call a screen makes: check (validate), delete a document, discard an upload. */
  | { in: 'action' };

export type DialogStep = 'confirm' | 'preview' | 'certify' | 'sign' | 'submit';

/** What the customer sees. */
export type Reaction =
  /** A forced redirect: it passes the leave guard. `search` tells the page its cause (`?cause=outage`). */
  | { do: 'redirect'; to: StatusHref; search?: string }
  | { do: 'login' }
  | { do: 'notify'; notice: { code: number; message: string } }
  /** Inside the open dialog, or the status line of a PIN or sign-in screen. */
  | { do: 'show'; text: string }
  | { do: 'not-found' }
  /** The page's own error view (the form screen's "code - message", the boot error page). */
  | { do: 'error-view'; text: string }
  /** The signature needs the e-signature PIN again (code 499); `text` is the server's. */
  | { do: 'ask-pin'; text: string }
  /** The printed name does not match (code 4220): the field is marked invalid. */
  | { do: 'mark-print-name' }
  | { do: 'ignore' };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A row; the comment above each names its situation in the spec's words (app-shell.md §2 or §8), or the issue that added it. */
interface Row {
  when: (failure: Failure, context: FailureContext) => boolean;
  react: (failure: Failure, context: FailureContext, t: Translate) => Reaction;
}

const status = (failure: Failure): number | undefined => (failure.kind === 'http' ? failure.status : undefined);
const message = (failure: Failure): string | undefined =>
  failure.kind === 'http' && failure.body?.message.trim() ? failure.body.message : undefined;
const redirect = (to: StatusHref): Reaction => ({ do: 'redirect', to });
/**
 * /unavailable for a temporary outage (502, 503): the page says so and offers "Try again"; a 429 keeps the
 * spec's "not activated" text (ADR 046).
 */
const outage = (): Reaction => ({ do: 'redirect', to: paths.status('unavailable'), search: OUTAGE_SEARCH });
const notify = (code: number, text: string): Reaction => ({ do: 'notify', notice: { code, message: text } });
const is = (context: FailureContext, ...places: FailureContext['in'][]) => places.includes(context.in);
/** Calls made before a sign-in is complete, which never take the central redirects. */
const beforeSignIn = (context: FailureContext) => is(context, 'sign-in', 'confirm pin');

/** PIN refusals a customer can act on, read before 403 and 429 would mean unlicensed and unavailable. */
const PIN_REFUSALS: Readonly<Record<number, string>> = {
  [ErrorCodes.PinLocked]: 'pin.locked',
  [ErrorCodes.PinExpired]: 'pin.expired',
  [ErrorCodes.PinResendThrottled]: 'pin.tooMany',
};
const pinRefusal = (failure: Failure): string | undefined => PIN_REFUSALS[failureCode(failure) ?? Number.NaN];

/** The generic words of a step when the answer carries none. */
const DIALOG_TEXTS: Readonly<Record<DialogStep, string>> = {
  confirm: 'formPreview.confirmError',
  preview: 'formPreview.downloadError',
  certify: 'certification.error',
  sign: 'formSigning.error',
  submit: 'formSigning.submitError',
};
const PIN_TEXTS = { send: 'pin.sendError', verify: 'pin.incorrect', resend: 'confirmPin.resendFailed' } as const;

export const REACTIONS: readonly Row[] = [
  // app-shell.md §2: the configuration and language calls at start-up.
  // Network error loading language or config
  {
    when: (f, c) => is(c, 'start-up', 'language') && f.kind === 'network',
    react: () => redirect(paths.status('no-internet')),
  },
  // Language failed otherwise: the start-up error with a retry
  { when: (_, c) => is(c, 'language'), react: (_f, _c, t) => ({ do: 'error-view', text: t('app.startupError') }) },
  // 401 under config: the login URL with the current query string
  { when: (f, c) => is(c, 'start-up') && status(f) === 401, react: () => ({ do: 'login' }) },
  // Config answered 502: /unavailable, as a temporary outage (ADR 046)
  { when: (f, c) => is(c, 'start-up') && status(f) === 502, react: outage },

  // Refusals the customer can act on, before the central redirects.
  // PIN locked, expired, or asked for too often
  {
    when: (f, c) => is(c, 'pin', 'confirm pin') && pinRefusal(f) !== undefined,
    react: (f, _c, t) => ({ do: 'show', text: t(pinRefusal(f) ?? '') }),
  },
  // Authentication link failure: server message or a generic message
  {
    when: (_, c) => is(c, 'sign-in'),
    react: (f, _c, t) => ({ do: 'show', text: message(f) ?? t('authentaLink.genericError') }),
  },
  // No-email PIN confirmation failed: server message or a generic message
  {
    when: (_, c) => is(c, 'confirm pin'),
    react: (f, c, t) => ({
      do: 'show',
      text: message(f) ?? t(c.in === 'confirm pin' && c.step === 'resend' ? PIN_TEXTS.resend : 'confirmPin.failed'),
    }),
  },
  // Signature: the printed name does not match (4220)
  {
    when: (f, c) => isStep(c, 'sign') && failureCode(f) === ErrorCodes.PrintNameMismatch,
    react: () => ({ do: 'mark-print-name' }),
  },
  // Signature: the e-signature PIN is not verified (499)
  {
    when: (f, c) => isStep(c, 'sign') && failureCode(f) === ErrorCodes.SignRetry,
    react: (f) => ({ do: 'ask-pin', text: message(f) ?? '' }),
  },
  // Add form ignores a 403
  {
    when: (f, c) => is(c, 'add form') && status(f) === 403 && failureCode(f) !== ErrorCodes.SessionTimeout,
    react: () => ({ do: 'ignore' }),
  },

  // Uploads that never got an answer.
  // Upload cancel: code 400, 'supportingDocuments.onFileUploadCancel' with FileName
  { when: (f, c) => is(c, 'upload') && f.kind === 'cancelled', react: (_f, c, t) => notify(400, cancelText(c, t)) },
  // Upload timeout: code 504, the message names the file
  {
    when: (f, c) => is(c, 'upload') && f.kind === 'timeout',
    react: (_f, c, t) => notify(504, t('fileUpload.timeout', { FileName: fileName(c) })),
  },

  // app-shell.md §8: the central redirects.
  // 403 with body code 498 (and upload code 498): go to /sessiontimeout
  {
    when: (f, c) => !beforeSignIn(c) && status(f) === 403 && failureCode(f) === ErrorCodes.SessionTimeout,
    react: () => redirect(paths.status('sessiontimeout')),
  },
  // 401 otherwise: go to /unauthorized
  { when: (f, c) => !beforeSignIn(c) && status(f) === 401, react: () => redirect(paths.status('unauthorized')) },
  // 403 otherwise: go to /unlicensed
  { when: (f, c) => !beforeSignIn(c) && status(f) === 403, react: () => redirect(paths.status('unlicensed')) },
  // 429, 503: go to /unavailable — a 503 as a temporary outage with "Try again", a 429 as "not activated" (ADR 046)
  { when: (f, c) => !beforeSignIn(c) && status(f) === 503, react: outage },
  { when: (f, c) => !beforeSignIn(c) && status(f) === 429, react: () => redirect(paths.status('unavailable')) },
  // Config answered 500, or anything else: go to /server
  { when: (_, c) => is(c, 'start-up'), react: () => redirect(paths.status('server')) },

  // app-shell.md §8: what stays on the screen.
  // Form load 404: the not-found view
  { when: (f, c) => is(c, 'form load') && status(f) === 404, react: () => ({ do: 'not-found' }) },
  // Other form errors: the generic error view with code and message
  {
    when: (_, c) => is(c, 'form load'),
    react: (f, _c, t) => ({
      do: 'error-view',
      text: f.kind === 'http' && f.body ? `${f.body.code} - ${f.body.message}` : t('status.server.text'),
    }),
  },
  // Upload: no answer at all
  { when: (f, c) => is(c, 'upload') && f.kind === 'network', react: (_f, _c, t) => notify(502, t('errors.network')) },
  // Upload error: the cancel text with the server message appended
  {
    when: (f, c) => is(c, 'upload') && message(f) !== undefined,
    react: (f, c, t) => notify(400, `${cancelText(c, t)} ${message(f) ?? ''}`),
  },
  // Upload error with no code and message: fileUpload.problemText, code 400
  { when: (_, c) => is(c, 'upload'), react: (_f, _c, t) => notify(400, t('fileUpload.problemText')) },
  // Download failure: formPreview.downloadError or form.downloadError, code 500
  {
    when: (_, c) => is(c, 'download'),
    react: (_f, c, t) =>
      notify(500, t(c.in === 'download' && c.from === 'preview' ? 'formPreview.downloadError' : 'form.downloadError')),
  },
  // A dialog step failed: 'code - message' inside the dialog
  {
    when: (_, c) => is(c, 'dialog'),
    react: (f, c, t) => ({ do: 'show', text: dialogText(f, t(c.in === 'dialog' ? DIALOG_TEXTS[c.step] : '')) }),
  },
  // The e-signature PIN failed: the server's message or our own
  {
    when: (_, c) => is(c, 'pin'),
    react: (f, c, t) => ({ do: 'show', text: message(f) ?? t(c.in === 'pin' ? PIN_TEXTS[c.step] : '') }),
  },
  // Network failure: code 502, 'Something went wrong during sending request…'
  { when: (f) => f.kind === 'network', react: (_f, _c, t) => notify(502, t('errors.network')) },
  // A {code, message} body: the notification shows it
  {
    when: (f) => f.kind === 'http' && f.body !== null,
    react: (f) => (f.kind === 'http' && f.body ? notify(f.body.code, f.body.message) : { do: 'ignore' }),
  },
  // Unexpected add failure: code -9999, 'Sorry, there was an unexpected error…'
  {
    when: (_, c) => is(c, 'add form'),
    react: (_f, _c, t) => notify(ErrorCodes.UnexpectedAdd, t('errors.unexpectedAdd')),
  },
  // Missing body: code 500, 'Something's not quite right…'
  { when: () => true, react: (_f, _c, t) => notify(500, t('errors.missingBody')) },
];

function isStep(context: FailureContext, step: DialogStep): boolean {
  return context.in === 'dialog' && context.step === step;
}

function fileName(context: FailureContext): string {
  return context.in === 'upload' ? context.fileName : '';
}

function cancelText(context: FailureContext, t: Translate): string {
  return t('supportingDocuments.onFileUploadCancel', { FileName: fileName(context) });
}

/** "code - message" from the envelope; a bare status with the step's words; or the words alone. */
function dialogText(failure: Failure, generic: string): string {
  if (failure.kind !== 'http') return generic;
  return failure.body ? `${failure.body.code} - ${failure.body.message}` : `${failure.status} - ${generic}`;
}

/** The reaction to a failure (anything a call threw) made in `context`: the first row of {@link REACTIONS} that matches. */
export function reactTo(error: unknown, context: FailureContext, t: Translate): Reaction {
  const failure = toFailure(error);
  const row = REACTIONS.find((candidate) => candidate.when(failure, context));
  return row ? row.react(failure, context, t) : notify(500, t('errors.missingBody'));
}
