import { initServer } from '@ts-rest/fastify';

/** The one ts-rest server builder every route file uses. */
export const s = initServer();
