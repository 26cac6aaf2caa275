import { isAppRouteNoBody, isAppRouteOtherResponse, type AppRoute, type AppRouteResponse } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { BEHAVIOURS, type BehaviourVerdict } from './behaviour';
import type { Reply } from './http';

export type Verdict = {
  name: string;
  call: string;
  status: number | null;
  outcome: 'conforms' | 'does not conform' | 'not reachable';
  detail: string;
};

/** Every schema issue of a body, each as `path: message`, so one broken field does not hide another. */
const issuesOf = (issues: readonly { path: (string | number)[]; message: string }[]): string =>
  issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/** Whether an answer is one the contract allows for this route: a declared status with a body its schema parses. */
export function judge(route: AppRoute, res: Reply): Omit<Verdict, 'name' | 'call'> {
  const declared = (route.responses as Record<number, AppRouteResponse | undefined>)[res.status];
  if (declared === undefined)
    return { status: res.status, outcome: 'does not conform', detail: `status ${res.status} is not declared` };
  if (isAppRouteNoBody(declared)) {
    return res.bytes.length === 0
      ? { status: res.status, outcome: 'conforms', detail: '' }
      : { status: res.status, outcome: 'does not conform', detail: 'a body where none is declared' };
  }
  if (isAppRouteOtherResponse(declared)) {
    const type = res.contentType;
    const bytes = res.bytes.length;
    const typeOk = declared.contentType === 'application/octet-stream' || type.includes(declared.contentType);
    return typeOk && bytes > 0
      ? { status: res.status, outcome: 'conforms', detail: `${type}, ${bytes} bytes` }
      : {
          status: res.status,
          outcome: 'does not conform',
          detail: `expected ${declared.contentType}, got ${type} (${bytes} bytes)`,
        };
  }
  const text = res.bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: res.status, outcome: 'does not conform', detail: `not JSON: ${text.slice(0, 80)}` };
  }
  const parsed = (declared as ZodTypeAny).safeParse(json);
  if (parsed.success) return { status: res.status, outcome: 'conforms', detail: '' };
  return { status: res.status, outcome: 'does not conform', detail: issuesOf(parsed.error.issues) };
}

export function formatBehaviours(verdicts: readonly BehaviourVerdict[]): string {
  return verdicts
    .map((v) => `${v.outcome.padEnd(12)} ${BEHAVIOURS[v.behaviour]}: ${v.check}${v.detail ? `  (${v.detail})` : ''}`)
    .join('\n');
}

export function formatVerdicts(verdicts: Verdict[]): string {
  const width = Math.max(...verdicts.map((v) => v.call.length), 10);
  return verdicts
    .map((v) => `${v.outcome.padEnd(17)} ${String(v.status ?? '---').padEnd(4)} ${v.call.padEnd(width)}  ${v.detail}`)
    .join('\n');
}
