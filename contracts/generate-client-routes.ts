/**
 * Writes src/client/routes.generated.ts, the contract's routes without their schemas (ADR 026), from
 * src/contract.ts. Run after changing a route: `npm run generate -w @taxcert/contracts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderClientRoutes } from './src/client-routes';

export const CLIENT_ROUTES_PATH = fileURLToPath(new URL('./src/client/routes.generated.ts', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CLIENT_ROUTES_PATH, renderClientRoutes());
  process.stdout.write(`wrote ${CLIENT_ROUTES_PATH}\n`);
}
