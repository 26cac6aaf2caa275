import { contract, type SupportingDoc, type UploadQuerySchema } from '@taxcert/contracts';
import type { z } from 'zod';
import type { HttpFailure } from '../../../lib/http-errors';

const route = contract.upload.supportingDoc;
export type UploadQuery = z.input<typeof UploadQuerySchema>;

/**
 * Why an upload did not give a document list: the customer cancelled it, it timed out, no answer came
 * (network), the server answered an error (`status` and `body` as ts-rest would report them, so the
 * central redirects apply), or it answered 200 with an empty or malformed list (app-shell.md §4).
 */
export type UploadFailureKind = 'cancelled' | 'timeout' | 'network' | 'http' | 'empty';

export class UploadFailure extends Error {
  readonly kind: UploadFailureKind;
  readonly status: number | undefined;
  readonly body: unknown;
  constructor(kind: UploadFailureKind, response?: HttpFailure) {
    super(`Upload ${kind}${response ? ` (HTTP ${response.status})` : ''}`);
    this.name = 'UploadFailure';
    this.kind = kind;
    this.status = response?.status;
    this.body = response?.body;
  }
}

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
 * contract's schema); rejects with an {@link UploadFailure}.
 */
export function uploadSupportingDoc(request: UploadRequest): Promise<SupportingDoc[]> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new UploadFailure('cancelled'));
      return;
    }
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
          reject(new UploadFailure('http', { status: xhr.status, body }));
          return;
        }
        const parsed = route.responses[200].safeParse(body);
        if (!parsed.success || parsed.data.length === 0) reject(new UploadFailure('empty'));
        else resolve(parsed.data);
      });
    xhr.onerror = () => settle(() => reject(new UploadFailure('network')));
    xhr.ontimeout = () => settle(() => reject(new UploadFailure('timeout')));
    xhr.onabort = () => settle(() => reject(new UploadFailure('cancelled')));
    const form = new FormData();
    form.append('file', request.file, request.file.name);
    xhr.send(form);
  });
}
