import { z } from 'zod';
import { c } from '../c';
import { BinarySchema } from '../schemas/common';

export const systemRouter = c.router({
  consoleLog: {
    method: 'POST',
    path: '/consolelog',
    query: z
      .object({
        level: z.enum(['error', 'warn', 'info']),
        code: z.coerce.number().int(),
        message: z.string().max(2000),
      })
      .strict(),
    body: c.noBody(),
    responses: { 204: c.noBody() },
    summary: 'Report a browser-side error (no body; details in the query)',
  },
  keepAlive: {
    method: 'GET',
    path: '/keepalive',
    query: z.object({ t: z.string().max(20) }).strict(),
    responses: { 200: c.otherResponse({ contentType: 'image/gif', body: BinarySchema }) },
    summary: 'Keep-alive image loaded with a timestamp query',
  },
});
