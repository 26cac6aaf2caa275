import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page with no script (a heading and a paragraph, nothing to fetch), which the Lighthouse bench audits beside each
 * run of a screen: what Lighthouse measures on this machine, at this moment, for a page that runs no JavaScript.
 * On a quiet machine its TBT is 0; on a loaded or slow one the browser's own start-up work already reads as blocking
 * time, and the screen's figure beside it shows how much of the screen's is the app's (ADR 123).
 */
export const FLOOR_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>No script</title></head>
<body><main><h1>A page with no script</h1>
<p>One heading and one paragraph, served as they are, for Lighthouse to measure what this machine costs a page before
any of the app's own work.</p></main></body>
</html>
`;

export interface FloorPage {
  url: string;
  close: () => Promise<void>;
}

/** Serves the page on a free loopback port (plain HTTP/1.1: one document, no sub-resource to multiplex). */
export async function startFloorPage(): Promise<FloorPage> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
