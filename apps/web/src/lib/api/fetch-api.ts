import type { ApiFetcher } from '@ts-rest/core';

/**
 * The client's fetcher: ts-rest's own (`tsRestFetchApi`, @ts-rest/core 3.52) but for one step, passed to ts-rest as
 * its documented `api` option. A JSON answer is read through a Blob rather than `Response.json()`: `json()` takes
 * the body into the page's main thread piece by piece as it arrives, ~60–100 ms of main-thread tasks for the
 * 300 KB language catalogue on the development machine, where `blob()` lets the browser gather the body outside
 * the page, which then reads it in one go (ADR 125). Same answers: the status, the headers, the body parsed as JSON
 * (an empty or broken JSON body fails as `json()` fails), a text answer as text, anything else as a Blob; responses
 * are not validated in the browser (ADR 026). fetch-api.test.ts compares it with ts-rest's on the same answers.
 */
export const jsonViaBlobFetchApi: ApiFetcher = async ({ path, method, headers, body, fetchOptions }) => {
  const result = await fetch(path, { ...fetchOptions, method, headers, body });
  const contentType = result.headers.get('content-type') ?? '';
  const answer = (read: unknown) => ({ status: result.status, body: read, headers: result.headers });
  if (contentType.includes('application/') && contentType.includes('json'))
    return answer(JSON.parse(await (await result.blob()).text()) as unknown);
  if (contentType.includes('text/')) return answer(await result.text());
  return answer(await result.blob());
};
