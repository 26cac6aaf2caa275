import { initContract } from '@ts-rest/core';

/** The one ts-rest contract builder every router uses. */
export const c = initContract();
