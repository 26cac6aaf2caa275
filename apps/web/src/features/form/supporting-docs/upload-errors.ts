import { ErrorSchema } from '@taxcert/contracts';
import { centralRedirect, type CentralRoute } from '../../../lib/http-errors';
import { UploadFailure } from './upload';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What to do about a failed upload: go to a central route (e.g. 403/498 → /sessiontimeout) or notify. */
export type UploadFailureOutcome = { redirect: CentralRoute } | { notice: { code: number; message: string } };

/**
 * The notification for a failed upload (app-shell.md §8): cancelled → 400 and
 * `supportingDocuments.onFileUploadCancel` with the file name; timed out → 504 naming the file; an error
 * without code and message (or an empty list) → 400 `fileUpload.problemText`; any other error → 400 and
 * the cancel text with the server's message appended. 401, 403 (498), 429 and 503 take the central redirects.
 */
export function uploadFailureOutcome(error: unknown, fileName: string, t: Translate): UploadFailureOutcome {
  const cancelled = t('supportingDocuments.onFileUploadCancel', { FileName: fileName });
  const problem = { notice: { code: 400, message: t('fileUpload.problemText') } };
  if (!(error instanceof UploadFailure)) return problem;
  switch (error.kind) {
    case 'cancelled':
      return { notice: { code: 400, message: cancelled } };
    case 'timeout':
      return { notice: { code: 504, message: t('fileUpload.timeout', { FileName: fileName }) } };
    case 'network':
      return { notice: { code: 502, message: t('errors.network') } };
    case 'empty':
      return problem;
    case 'http': {
      const redirect = centralRedirect(error);
      if (redirect) return { redirect };
      const body = ErrorSchema.safeParse(error.body);
      if (!body.success || body.data.message.trim() === '') return problem;
      return { notice: { code: 400, message: `${cancelled} ${body.data.message}` } };
    }
  }
}
