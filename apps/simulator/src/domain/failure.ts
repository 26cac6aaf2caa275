/**
 * A failure a handler throws; the error handler answers it as `{code, message}` with this HTTP status.
 * `code` defaults to the status.
 */
export class ApiFailure extends Error {
  readonly code: number;
  constructor(
    readonly status: number,
    message: string,
    code?: number,
  ) {
    super(message);
    this.code = code ?? status;
  }
}

export const notFound = (what: string): ApiFailure => new ApiFailure(404, `${what} does not exist.`);
