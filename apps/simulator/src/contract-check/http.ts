import request from 'supertest';

/** One answer as the kit reads it: status, headers (lower-case names), content type and the body's bytes. */
export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  contentType: string;
  bytes: Buffer;
}

export interface Sendable {
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body with one file in the field "file". */
  file?: { name: string; bytes: Uint8Array };
}

/** Reads any body as bytes (JSON, PDF or empty), so the kit judges what the API sent, not what a parser made of it. */
const asBytes = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const res = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => done(error, Buffer.alloc(0)));
};

/**
 * Makes one HTTP call with supertest against an API base address (no redirect followed). Throws only when
 * no answer came (refused, reset, timed out).
 */
export async function send(
  baseUrl: string,
  method: string,
  call: Sendable,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Reply> {
  const agent = request(baseUrl);
  const verb = method.toLowerCase() as 'get' | 'put' | 'post' | 'delete' | 'patch';
  let test = agent[verb](call.path).redirects(0).timeout(timeoutMs).buffer(true).parse(asBytes);
  for (const [name, value] of Object.entries(headers)) test = test.set(name, value);
  if (call.file) {
    test = test.attach('file', Buffer.from(call.file.bytes), {
      filename: call.file.name,
      contentType: 'application/pdf',
    });
  } else if (call.body !== undefined) {
    test = test.set('content-type', 'application/json').send(JSON.stringify(call.body));
  }
  const res = await test;
  const body: unknown = res.body;
  return {
    status: res.status,
    headers: res.headers,
    contentType: String(res.headers['content-type'] ?? ''),
    bytes: Buffer.isBuffer(body) ? body : Buffer.alloc(0),
  };
}
