import { listRoutes } from '@taxcert/contracts';
import { isAppRouteNoBody, isAppRouteOtherResponse, type AppRoute, type AppRouteResponse } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';

export type Verdict = { name: string; call: string; status: number | null; outcome: 'conforms' | 'does not conform' | 'not reachable'; detail: string };

const routes = new Map(listRoutes().map((r) => [r.name, r.route]));

/** Whether a fetched answer is one the contract allows for this route: a declared status with a body its schema parses. */
export async function judge(name: string, route: AppRoute, res: Response): Promise<Omit<Verdict, 'name' | 'call'>> {
  const declared = (route.responses as Record<number, AppRouteResponse | undefined>)[res.status];
  if (declared === undefined) return { status: res.status, outcome: 'does not conform', detail: `status ${res.status} is not declared` };
  if (isAppRouteNoBody(declared)) {
    const text = await res.text();
    return text === '' ? { status: res.status, outcome: 'conforms', detail: '' } : { status: res.status, outcome: 'does not conform', detail: 'a body where none is declared' };
  }
  if (isAppRouteOtherResponse(declared)) {
    const type = res.headers.get('content-type') ?? '';
    const bytes = (await res.arrayBuffer()).byteLength;
    const typeOk = declared.contentType === 'application/octet-stream' || type.includes(declared.contentType);
    return typeOk && bytes > 0
      ? { status: res.status, outcome: 'conforms', detail: `${type}, ${bytes} bytes` }
      : { status: res.status, outcome: 'does not conform', detail: `expected ${declared.contentType}, got ${type} (${bytes} bytes)` };
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: res.status, outcome: 'does not conform', detail: `not JSON: ${text.slice(0, 80)}` };
  }
  const parsed = (declared as ZodTypeAny).safeParse(json);
  if (parsed.success) return { status: res.status, outcome: 'conforms', detail: '' };
  const issue = parsed.error.issues[0];
  return { status: res.status, outcome: 'does not conform', detail: `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}` };
}

export interface Check {
  name: string;
  path: string;
  body?: unknown;
  /** Needs a signed-in session cookie. */
  auth?: boolean;
  /** Changes state on the server: only run when writes are allowed. */
  writes?: boolean;
}

/** Read-only calls that any deployment answers without prior state. */
export const readOnlyChecks: Check[] = [
  { name: 'language.list', path: '/api/language' },
  { name: 'language.get', path: '/api/language/en' },
  { name: 'auth.state', path: '/api/auth/state' },
  { name: 'config.preload', path: '/api/config/preload.json' },
  { name: 'config.get', path: '/api/config' },
  { name: 'config.jurisdictions', path: '/api/config/jurisdictions' },
  { name: 'config.specialRateProvisions', path: '/api/config/specialrateprovisions/GB?hasPensionClaim=false' },
  { name: 'config.otherArticles', path: '/api/config/otherarticles' },
  { name: 'config.paymentTypes', path: '/api/config/payment-types' },
  { name: 'config.igaSubclassifications', path: '/api/config/igasubclassifications' },
  { name: 'config.stockMarkets', path: '/api/config/stockmarkets' },
  { name: 'config.lobs', path: '/api/config/lobs' },
  { name: 'system.keepAlive', path: `/api/keepalive?t=${Date.now()}` },
  { name: 'forms.get', path: '/api/forms/1', auth: true },
];

export interface VerifyOptions {
  baseUrl: string;
  /** A session cookie (`name=value`) for calls that need one. */
  cookie?: string;
  checks?: Check[];
  allowWrites?: boolean;
  timeoutMs?: number;
}

/** Runs each check against a base URL and says, per call, whether the answer conforms to the contract. */
export async function verify(options: VerifyOptions): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const check of options.checks ?? readOnlyChecks) {
    const route = routes.get(check.name);
    if (!route) throw new Error(`No call ${check.name} in the contract`);
    const call = `${route.method} ${check.path}`;
    if (check.writes && !options.allowWrites) continue;
    if (check.auth && !options.cookie) continue;
    try {
      const res = await fetch(new URL(check.path, options.baseUrl), {
        method: route.method,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          'x-requested-with': 'XMLHttpRequest',
          ...(check.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        ...(check.body !== undefined ? { body: JSON.stringify(check.body) } : {}),
      });
      verdicts.push({ name: check.name, call, ...(await judge(check.name, route, res)) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      verdicts.push({ name: check.name, call, status: null, outcome: 'not reachable', detail: cause });
    }
  }
  return verdicts;
}

export function formatVerdicts(verdicts: Verdict[]): string {
  const width = Math.max(...verdicts.map((v) => v.call.length), 10);
  return verdicts
    .map((v) => `${v.outcome.padEnd(17)} ${String(v.status ?? '---').padEnd(4)} ${v.call.padEnd(width)}  ${v.detail}`)
    .join('\n');
}
