import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { InputType } from 'node:zlib';

/**
 * The gzip copy of each built asset, written by Zopfli (ADR 098): an ordinary gzip stream that any client inflates
 * as before, about 3.5 % smaller than zlib's best level on our JavaScript (the start-up file: 124,888 → 120,638
 * bytes). Browsers that accept brotli get the `.br` copy; this is what a gzip-only client, proxy or host receives.
 * Five iterations keep most of the gain (15 saved 47 bytes more on the start-up file and took twice as long).
 *
 * Zopfli's WebAssembly runs synchronously: on the build's own thread it compressed one file at a time while the other
 * core idled. It runs in worker threads instead, one per core, each compressing one input at a time (ADR 103); the
 * output is byte for byte the same. A thread keeps the process alive only while it has work.
 */
const ITERATIONS = 5;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { gzipAsync } = require(workerData.zopfli);
parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, output: await gzipAsync(input, { numiterations: workerData.iterations }) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (output: Buffer) => void; reject: (error: Error) => void }>;
}
const threads: Thread[] = [];
let nextId = 0;

function startThread(): Thread {
  const zopfli = createRequire(import.meta.url).resolve('@gfx/zopfli');
  const worker = new Worker(WORKER, { eval: true, workerData: { zopfli, iterations: ITERATIONS } });
  const thread: Thread = { worker, pending: new Map() };
  worker.on('message', ({ id, output, error }: { id: number; output?: Uint8Array; error?: string }) => {
    const job = thread.pending.get(id);
    thread.pending.delete(id);
    if (thread.pending.size === 0) worker.unref();
    if (output) job?.resolve(Buffer.from(output.buffer, output.byteOffset, output.byteLength));
    else job?.reject(new Error(`zopfli: ${error ?? 'no output'}`));
  });
  const fail = (error: Error) => {
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
    for (const job of thread.pending.values()) job.reject(error);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`zopfli: its worker thread ended (${code})`)));
  worker.unref();
  threads.push(thread);
  return thread;
}

/** An idle thread, else a new one up to one per core, else the one with the fewest inputs waiting. */
function pickThread(): Thread {
  const idle = threads.find((thread) => thread.pending.size === 0);
  if (idle) return idle;
  if (threads.length < availableParallelism()) return startThread();
  return threads.reduce((least, thread) => (thread.pending.size < least.pending.size ? thread : least));
}

export function zopfliGzip(input: InputType): Promise<Buffer> {
  // A copy of exactly the input's bytes (a view's whole buffer would be cloned to the thread otherwise).
  const bytes =
    typeof input === 'string'
      ? input
      : ArrayBuffer.isView(input)
        ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength).slice()
        : new Uint8Array(input).slice();
  const thread = pickThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, input: bytes });
  });
}
