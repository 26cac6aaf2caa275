import { ErrorCodes } from '@taxcert/contracts';
import type { BehaviourLog } from './behaviour';
import type { Answer, Checker } from './client';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const ANY = [200, 400, 401, 403, 404, 409, 422, 429, 500, 503] as const;
const codeOf = (a: Answer) => obj(a.json).code;
const said = (a: Answer) => `${a.status ?? 'no answer'} ${JSON.stringify(a.json)?.slice(0, 160) ?? ''}`;
/** PIN sends the kit makes at most, looking for the throttle (the simulator's default allows 3 in 10 minutes). */
export const MAX_PIN_SENDS = 6;

/**
 * The statuses the app reacts to centrally (app-shell.md §8, apps/web/src/lib/failures/reactions.ts), each
 * provoked the way a customer meets it:
 * - no session: 401 (the app: the login URL at start-up, /unauthorized elsewhere);
 * - a state change without X-Requested-With: 403 with a code other than 498 (a refusal: /unlicensed);
 * - PIN re-sends in a row: 429 with code 4290 and Retry-After (the PIN dialog's message; any other 429 means
 *   the platform is unavailable: /unavailable).
 */
export async function checkStatuses(
  c: Checker,
  log: BehaviourLog,
  form: { id: number; accountId: number; formType: string },
): Promise<void> {
  const { accountId, formType } = form;
  const none = await c.call('forms.get', { path: `/api/forms/${form.id}`, cookie: '', expect: ANY });
  log.expect(
    'statuses',
    'a form read without a session: 401 with {code, message}',
    none.status === 401 && typeof obj(none.json).message === 'string',
    `answered ${said(none)}`,
  );
  const unguarded = await c.call('forms.add', {
    path: '/api/forms',
    body: { isOnline: true, accountId, formType },
    omitRequestedWith: true,
    expect: ANY,
  });
  log.expect(
    'statuses',
    'a state change without X-Requested-With: 403, code not 498',
    unguarded.status === 403 && codeOf(unguarded) !== ErrorCodes.SessionTimeout,
    `answered ${said(unguarded)}`,
  );
  let last: Answer | undefined;
  for (let sent = 0; sent < MAX_PIN_SENDS; sent += 1) {
    last = await c.call('auth.sendPin', { path: '/api/auth/sendpin', body: { pinType: 1 }, expect: ANY });
    if (last.status !== 200) break;
  }
  const retryAfter = Number(last?.headers['retry-after'] ?? NaN);
  log.expect(
    'statuses',
    `${MAX_PIN_SENDS} PIN sends in a row: 429 with code 4290 and Retry-After`,
    last?.status === 429 &&
      codeOf(last) === ErrorCodes.PinResendThrottled &&
      Number.isInteger(retryAfter) &&
      retryAfter > 0,
    last
      ? `the last answered ${said(last)}, Retry-After ${String(last.headers['retry-after'] ?? 'absent')}`
      : 'no call',
  );
}

/**
 * A session left idle past the API's time-out, then a form read: 403 with code 498 (the app: /sessiontimeout).
 * The kit waits `idleMinutes` (the in-process simulator's clock moves instead); without them it is not checked.
 */
export async function checkIdleSession(
  c: Checker,
  log: BehaviourLog,
  formId: number,
  idleMinutes: number | undefined,
): Promise<void> {
  const check = 'a form read after the session was idle past its time-out: 403 with code 498';
  if (idleMinutes === undefined)
    return log.notChecked(
      'statuses',
      check,
      "set CONTRACT_IDLE_MINUTES to the API's idle time-out (the kit waits it out)",
    );
  await c.pause(idleMinutes * 60_000);
  const ended = await c.call('forms.get', { path: `/api/forms/${formId}`, expect: ANY });
  log.expect(
    'statuses',
    check,
    ended.status === 403 && codeOf(ended) === ErrorCodes.SessionTimeout,
    `answered ${said(ended)}`,
  );
}
