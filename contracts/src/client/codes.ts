/** Body codes with a meaning of their own (app-shell.md §6, §8 and ADR 0001), without zod (see ./index.ts). */
export const ErrorCodes = {
  /** Uncaught script error reported by the browser. */
  UncaughtScript: 0,
  BadRequest: 400,
  Unauthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  /** 403 with this body code: the session timed out. */
  SessionTimeout: 498,
  /** Signing answered 499: handled without closing the signing dialog (e.g. PIN not yet verified). */
  SignRetry: 499,
  ServerError: 500,
  Unavailable: 503,
  UploadTimeout: 504,
  /** Unexpected failure adding a form. */
  UnexpectedAdd: -9999,
  /** The authentication link's identity (email, uniqueRef, name) does not match. */
  IdentityMismatch: 4010,
  /** No authentication link was opened in this browser, or it is unknown. */
  LinkMissing: 4011,
  /** The authentication link has expired or was already used. */
  LinkExpired: 4012,
  /** Too many wrong PINs. */
  PinLocked: 4013,
  /** The PIN is wrong. */
  PinInvalid: 4014,
  /** The PIN has expired (10 minutes) or was already used: ask for a new one (with 400). */
  PinExpired: 4015,
  /** A new PIN was asked for too soon after the last one (with 429 and Retry-After). */
  PinResendThrottled: 4290,
  /** The printed name given when signing does not match the signer's name on the form. */
  PrintNameMismatch: 4220,
  /** The requested workflow move is not allowed from the form's current stage. */
  StageConflict: 4090,
  /** Signing refused: a supporting document the answers require (a W-8IMY's withholding statement) is not uploaded and linked to the form. */
  SupportingDocumentMissing: 4091,
  /** Validate, confirm or sign refused: an answer locked by the form type's lock groups differs from the customer's record (ADR 045). */
  LockedAnswerChanged: 4092,
  /** With 400: the customer holds the most forms or groups the server keeps (the simulator's CUSTOMER_CAPS). */
  CustomerLimitReached: 4001,
  /**
   * Answers refused before any workflow move: an answer to a question the form does not have, or one
   * its question cannot hold (a choice not offered, a text too long for its box…); the message names the field.
   */
  AnswersRefused: 4225,
  /** Signing refused: no date of signing (with 422). */
  SignDateMissing: 4221,
  /** Signing refused: the date of signing is not a real date in the form's sign-date format (with 422). */
  SignDateFormat: 4222,
  /** Signing refused: the date of signing is after today, the UTC date (with 422). */
  SignDateFuture: 4223,
  /** Signing refused: the date of signing is before the form (or group) was added (with 422). */
  SignDateBeforeForm: 4224,
  /** Signing refused: the affidavit's data has a field it does not have, or one too long (with 422). */
  AffidavitRefused: 4226,
  /**
   * With 400: the add call refused a superseded revision the IRS no longer lets a bank request for a new certification
   * (past its last day and not extended by the online configuration's `acceptedUntil`); the message names the
   * current revision (ADR 058).
   */
  RevisionNotAccepted: 4002,
  /** The form type or group is unknown, not enabled, not visible or cannot be prepopulated. */
  FormTypeUnavailable: 4030,
} as const;

/** PIN types: ElectornicSignaturePin = 1 (spelled as in the spec), NoEmailConfirmationPin = 2. */
export const PinType = { ElectornicSignaturePin: 1, NoEmailConfirmationPin: 2 } as const;

/** A finding's code: `WRN…` is a warning, `REC…` a recommendation, anything else a rejection (ValidationItemSchema). */
export const isWarningCode = (code: string): boolean => code.startsWith('WRN');
export const isRecommendationCode = (code: string): boolean => code.startsWith('REC');
