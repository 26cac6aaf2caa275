import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from './contract';

/** Every route of the contract with its dotted name (`forms.sign`), in contract order. */
export function listRoutes(router: AppRouter = contract, prefix = ''): { name: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isAppRoute(value) ? [{ name, route: value }] : listRoutes(value, name);
  });
}

export const routeNames: readonly string[] = listRoutes().map((r) => r.name);
