import { isAppRouteNoBody, isAppRouteOtherResponse, type AppRoute, type AppRouteResponse } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';

export type Verdict = {
  name: string;
  call: string;
  status: number | null;
  outcome: 'conforms' | 'does not conform' | 'not reachable';
  detail: string;
};

/** Whether a fetched answer is one the contract allows for this route: a declared status with a body its schema parses. */
export async function judge(name: string, route: AppRoute, res: Response): Promise<Omit<Verdict, 'name' | 'call'>> {
  const declared = (route.responses as Record<number, AppRouteResponse | undefined>)[res.status];
  if (declared === undefined)
    return { status: res.status, outcome: 'does not conform', detail: `status ${res.status} is not declared` };
  if (isAppRouteNoBody(declared)) {
    const text = await res.text();
    return text === ''
      ? { status: res.status, outcome: 'conforms', detail: '' }
      : { status: res.status, outcome: 'does not conform', detail: 'a body where none is declared' };
  }
  if (isAppRouteOtherResponse(declared)) {
    const type = res.headers.get('content-type') ?? '';
    const bytes = (await res.arrayBuffer()).byteLength;
    const typeOk = declared.contentType === 'application/octet-stream' || type.includes(declared.contentType);
    return typeOk && bytes > 0
      ? { status: res.status, outcome: 'conforms', detail: `${type}, ${bytes} bytes` }
      : {
          status: res.status,
          outcome: 'does not conform',
          detail: `expected ${declared.contentType}, got ${type} (${bytes} bytes)`,
        };
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
  return {
    status: res.status,
    outcome: 'does not conform',
    detail: `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`,
  };
}

export function formatVerdicts(verdicts: Verdict[]): string {
  const width = Math.max(...verdicts.map((v) => v.call.length), 10);
  return verdicts
    .map((v) => `${v.outcome.padEnd(17)} ${String(v.status ?? '---').padEnd(4)} ${v.call.padEnd(width)}  ${v.detail}`)
    .join('\n');
}
