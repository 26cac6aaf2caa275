import { z } from 'zod';

/**
 * The error envelope every failing call answers with. `code` is numeric: the HTTP status for plain
 * failures, or one of {@link ErrorCodes} where the client must tell cases apart.
 */
export const ErrorSchema = z
  .object({
    code: z.number().int(),
    message: z.string(),
  })
  .strict();
export type ApiError = z.infer<typeof ErrorSchema>;

/** Body codes with a meaning of their own: defined without zod, for the browser's start-up (client/codes.ts). */
export { ErrorCodes } from '../client/codes';
