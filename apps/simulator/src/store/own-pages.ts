/** A page of x86-64 Linux, the smallest mapping there is. */
const PAGE = 4096;

/**
 * A copy of `bytes` in memory mapped for it alone and unmapped when the copy is collected: for bytes kept for a long
 * time among many short-lived allocations — a stored file (up to the retention), a session's kept answer and its
 * compressed copies (the session's life). An ordinary Buffer of that size is served by glibc's malloc from its heap
 * whenever a freed block there fits, and the smaller blocks allocated around it while it lives keep those pages from
 * going back to the system after it goes (ADR 126). V8 reserves a resizable ArrayBuffer's pages from the system itself,
 * outside malloc. The price is fresh pages for each copy (about 1 ms of CPU for 200 KB here, against 0.2–0.4 ms for a
 * Buffer), paid once per file or per session, not per request. Under a page, the copy is an ordinary Buffer: a
 * mapping of its own would round it up to a page, and Node serves Buffers that small from its own pooled slabs.
 */
export function ownPages(bytes: Buffer): Buffer {
  if (bytes.length < PAGE) return Buffer.from(bytes);
  const pages = new ArrayBuffer(bytes.length, { maxByteLength: bytes.length });
  const copy = Buffer.from(pages, 0, bytes.length);
  bytes.copy(copy);
  return copy;
}
