import type { ApiError } from '@taxcert/contracts';
import { isApiError } from '@taxcert/contracts/client';
import { isNetworkFailure } from '../api/connection';

/**
 * Every way a call can fail, as one typed value. {@link toFailure} makes it once, where the call
 * is made; the reactions table (./reactions.ts) decides what the customer sees.
 */
export type Failure =
  /** An answer outside 2xx; `body` is its `{code, message}` envelope when it is one. */
  | { kind: 'http'; status: number; body: ApiError | null }
  /** No answer at all (fetch or XHR reported a network error). */
  | { kind: 'network' }
  /** The customer cancelled (an upload). */
  | { kind: 'cancelled' }
  /** No answer in time (an upload's time-out). */
  | { kind: 'timeout' }
  /** A 2xx answer with nothing usable in it (an upload that answers an empty list). */
  | { kind: 'empty' }
  /** Anything else thrown: a bug, an answer that does not parse. */
  | { kind: 'script'; error: unknown };

/** A {@link Failure} thrown: what our own call wrappers reject with. */
export class FailureError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.kind === 'http' ? `HTTP ${failure.status}` : `Call failed: ${failure.kind}`);
    this.name = 'FailureError';
    this.failure = failure;
  }
}

/** An answer as the ts-rest client gives it (react-query hooks throw this object itself for a non-2xx). */
interface Answer {
  status: number;
  body: unknown;
}

function isAnswer(error: unknown): error is Answer {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    'body' in error
  );
}

/** The failure of a non-2xx answer. */
export function httpFailure(answer: Answer): Failure {
  return { kind: 'http', status: answer.status, body: isApiError(answer.body) ? answer.body : null };
}

/** A non-2xx answer, thrown by code that calls the client directly. */
export function failedAnswer(answer: Answer): FailureError {
  return new FailureError(httpFailure(answer));
}

/** Whatever a call threw, as a {@link Failure}: the one place that tells the shapes apart. */
export function toFailure(error: unknown): Failure {
  if (error instanceof FailureError) return error.failure;
  if (isNetworkFailure(error)) return { kind: 'network' };
  if (isAnswer(error)) return httpFailure(error);
  return { kind: 'script', error };
}

/** The `{code}` of a failure's envelope, if it has one. */
export function failureCode(failure: Failure): number | undefined {
  return failure.kind === 'http' ? failure.body?.code : undefined;
}
