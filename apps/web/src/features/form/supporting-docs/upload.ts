import type { SupportingDoc, UploadQuerySchema } from '@taxcert/contracts';
import { clientRoutes } from '@taxcert/contracts/client';
import type { z } from 'zod';
import { failedAnswer, FailureError } from '../../../lib/failures';
import { keepSessionAliveWhile } from '../../../lib/session/session-busy';

// The route table without zod (ADR 026), so the form's chunk does not carry the contract's schemas; the
// answer's schema (its only check in the browser) comes with the first upload, loaded beside the request.
const route = clientRoutes.upload.supportingDoc;
const answerSchema = () =>
  import('@taxcert/contracts').then((contracts) => contracts.contract.upload.supportingDoc.responses[200]);
export type UploadQuery = z.input<typeof UploadQuerySchema>;

export interface UploadRequest {
  apiHost: string;
  query: UploadQuery;
  file: File;
  /** Sent as Accept-Language. */
  locale: string;
  /** The selected client key, sent as X-Client-Key when there is one (app-shell.md §6). */
  clientKey?: string | null | undefined;
  timeoutMs: number;
  /** 0…1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The address of the upload call: the contract's path with the query. */
export function uploadUrl(apiHost: string, query: UploadQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return `${apiHost}${route.path}?${search.toString()}`;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * PUT /api/supportingdocs/upload with the file in the multipart field "file", through XMLHttpRequest
 * because fetch reports no upload progress. Resolves with the owner's document list (parsed by the
 * contract's schema); rejects with a FailureError: cancelled, timeout, network, http (the
 * server's status and envelope), or empty (a 200 with an empty or malformed list; app-shell.md §4).
 */
export function uploadSupportingDoc(request: UploadRequest): Promise<SupportingDoc[]> {
  // The session is kept alive while the file is sent (no time-out page under a running upload).
  return keepSessionAliveWhile(send(request));
}

function send(request: UploadRequest): Promise<SupportingDoc[]> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new FailureError({ kind: 'cancelled' }));
      return;
    }
    const schema = answerSchema();
    schema.catch(() => undefined); // only a 200 reads it
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, uploadUrl(request.apiHost, request.query));
    xhr.withCredentials = true;
    xhr.timeout = request.timeoutMs;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    xhr.setRequestHeader('accept-language', request.locale);
    if (request.clientKey) xhr.setRequestHeader('x-client-key', request.clientKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (outcome: () => void) => {
      request.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    xhr.onload = () =>
      settle(() => {
        const body = parseJson(xhr.responseText);
        if (xhr.status !== 200) {
          reject(failedAnswer({ status: xhr.status, body }));
          return;
        }
        schema.then(
          (list) => {
            const parsed = list.safeParse(body);
            if (!parsed.success || parsed.data.length === 0) reject(new FailureError({ kind: 'empty' }));
            else resolve(parsed.data);
          },
          // The schema's chunk did not load: as a failed connection, which the dialog offers to retry.
          () => reject(new FailureError({ kind: 'network' })),
        );
      });
    xhr.onerror = () => settle(() => reject(new FailureError({ kind: 'network' })));
    xhr.ontimeout = () => settle(() => reject(new FailureError({ kind: 'timeout' })));
    xhr.onabort = () => settle(() => reject(new FailureError({ kind: 'cancelled' })));
    const form = new FormData();
    form.append('file', request.file, request.file.name);
    xhr.send(form);
  });
}
