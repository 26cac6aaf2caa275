import { CollectableSupportingDocTypeSchema, ErrorCodes, type FormData } from '@taxcert/contracts';
import { isDeepStrictEqual } from 'node:util';
import { validAnswers } from './answers';
import type { Answer, Checker } from './client';
import { signDateFor } from './journey';
import { knownBadAnswers } from './known-answers';

/** What the server must do, as docs/integration.md words it; one verdict per check. */
export const BEHAVIOURS = {
  valid: 'a known-good answer set validates',
  invalid: 'known-bad answer sets are rejected',
  stages: 'stages advance only in order (confirm, certify, sign)',
  retry: 'a retried certify or sign is the same operation',
  pin: 'a wrong PIN is refused',
  statuses: 'statuses mean what app-shell.md §8 says',
} as const;
export type Behaviour = keyof typeof BEHAVIOURS;

export interface BehaviourVerdict {
  behaviour: Behaviour;
  check: string;
  outcome: 'holds' | 'broken' | 'not checked';
  detail: string;
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
/** Behaviour calls accept any status the contract declares: the verdict is the behaviour's, not the step's. */
const ANY = [200, 302, 400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 501, 502, 503] as const;
const said = (a: Answer) =>
  `${String(a.status ?? 'no answer')}${typeof obj(a.json).code === 'number' ? ` code ${String(obj(a.json).code)}` : ''}`;

const clip = (value: unknown) => (JSON.stringify(value) ?? '').slice(0, 200);

/** Keeps the behaviour verdicts of one run. */
export class BehaviourLog {
  readonly verdicts: BehaviourVerdict[] = [];
  expect(behaviour: Behaviour, check: string, holds: boolean, detail: string): boolean {
    this.verdicts.push({ behaviour, check, outcome: holds ? 'holds' : 'broken', detail: holds ? '' : detail });
    return holds;
  }
  notChecked(behaviour: Behaviour, check: string, reason: string): void {
    this.verdicts.push({ behaviour, check, outcome: 'not checked', detail: reason });
  }
}

export interface Subject {
  formType: string;
  accountId: number;
  signer: string;
  /** config.authenticationType === 1: signing needs a PIN the kit cannot read from a real API. */
  pinRequired: boolean;
  today: Date;
}

/** A new form with the definition's valid sample answers, validated (signing needs valid answers). */
async function newValidForm(c: Checker, s: Subject): Promise<{ id: number; data: FormData } | undefined> {
  const added = await c.call('forms.add', {
    path: '/api/forms',
    body: { isOnline: true, accountId: s.accountId, formType: s.formType },
    expect: [200],
  });
  const id = obj(added.json).formId;
  if (typeof id !== 'number') return undefined;
  const form = await c.call('forms.get', { path: `/api/forms/${id}`, expect: [200] });
  const data = await validAnswers(s.formType, obj(form.json).data, s.signer);
  if (!data) return undefined;
  await c.call('forms.validate', { path: `/api/forms/${s.formType}/${id}/validate`, body: data, expect: ANY });
  return { id, data };
}

const stage = (a: Answer) => obj(obj(a.json).workflowState ?? a.json).stage;

/** The sign request the kit sends: the signer's name, capacity, today, and the affidavit of unchanged status. */
const signBody = (s: Subject) => ({
  printName: s.signer,
  capacity: 'Signing on Own Behalf',
  signDate: signDateFor(s.formType, s.today),
  collectableSupportingDocType: CollectableSupportingDocTypeSchema.options[0],
  collectableSupportingDocData: { accountNumber: '4821' },
});

/** Validation: the sample answers are valid; each known-bad set is rejected on its field. */
export async function checkValidation(c: Checker, s: Subject, log: BehaviourLog): Promise<void> {
  const form = await newValidForm(c, s);
  if (!form) return log.notChecked('valid', s.formType, `could not add a ${s.formType} with sample answers`);
  const good = await c.call('forms.validate', {
    path: `/api/forms/${s.formType}/${form.id}/validate`,
    body: form.data,
    expect: ANY,
  });
  const result = obj(good.json);
  log.expect(
    'valid',
    `${s.formType}: the definition's sample answers`,
    good.status === 200 && result.valid === true && Array.isArray(result.rejections) && result.rejections.length === 0,
    `answered ${said(good)}, valid: ${String(result.valid)}, rejections: ${JSON.stringify(result.rejections ?? null)}`,
  );
  const sets = await knownBadAnswers(s.formType, form.data, s.today);
  if (sets.length === 0) log.notChecked('invalid', s.formType, 'no known-bad set derives from its sample answers');
  for (const set of sets) {
    const bad = await c.call('forms.validate', {
      path: `/api/forms/${s.formType}/${form.id}/validate`,
      body: set.answers,
      expect: ANY,
    });
    const answer = obj(bad.json);
    const rejections = Array.isArray(answer.rejections) ? (answer.rejections as Json[]) : [];
    log.expect(
      'invalid',
      `${s.formType}: ${set.field} left blank`,
      bad.status === 200 && answer.valid === false && rejections.some((r) => r.field === set.field),
      `answered ${said(bad)}, valid: ${String(answer.valid)}, rejected fields: ${rejections.map((r) => String(r.field)).join(', ') || 'none'}`,
    );
  }
}

/** Stages: certify and sign before confirm, sign before certify, submit before sign: 409; after signing, confirm and revert: 409. */
export async function checkStageOrder(c: Checker, s: Subject, log: BehaviourLog): Promise<void> {
  const form = await newValidForm(c, s);
  if (!form) return log.notChecked('stages', s.formType, `could not add a ${s.formType} with sample answers`);
  const base = `/api/forms/${form.id}`;
  const conflict = async (check: string, name: string, path: string, body?: unknown) => {
    const a = await c.call(name, { path, ...(body !== undefined ? { body } : {}), expect: ANY });
    log.expect('stages', check, a.status === 409, `answered ${said(a)}, not 409`);
  };
  await conflict('certify before confirm: 409', 'forms.certify', `${base}/certify`);
  await conflict('sign before confirm: 409', 'forms.sign', `${base}/sign`, signBody(s));
  await conflict('submit (stage 4) before signing: 409', 'forms.submit', `${base}/submit`, { stage: 4 });
  const confirmed = await c.call('forms.confirm', { path: `${base}/confirm`, body: { data: form.data }, expect: ANY });
  log.expect('stages', 'confirm a validated form: 200', confirmed.status === 200, `answered ${said(confirmed)}`);
  await conflict('sign before certify: 409', 'forms.sign', `${base}/sign`, signBody(s));
  const certified = await c.call('forms.certify', { path: `${base}/certify`, expect: ANY });
  log.expect(
    'stages',
    'certify a confirmed form: 200, stage 2',
    certified.status === 200 && stage(certified) === 2,
    `answered ${said(certified)}, stage ${String(stage(certified))}`,
  );
  if (s.pinRequired)
    return log.notChecked('stages', 'sign, then confirm and revert', 'authenticationType 1: signing needs a PIN');
  const signed = await c.call('forms.sign', { path: `${base}/sign`, body: signBody(s), expect: ANY });
  log.expect(
    'stages',
    'sign a certified form: 200, stage 3',
    signed.status === 200 && stage(signed) === 3,
    `answered ${said(signed)}, stage ${String(stage(signed))}`,
  );
  await conflict('confirm a signed form: 409', 'forms.confirm', `${base}/confirm`, {});
  await conflict('revert a signed form: 409', 'forms.revert', `${base}/revert`);
}

/** Retries: the same certify and the same sign, sent twice, answer the same and change nothing the second time. */
export async function checkRetries(c: Checker, s: Subject, log: BehaviourLog): Promise<void> {
  const form = await newValidForm(c, s);
  if (!form) return log.notChecked('retry', s.formType, `could not add a ${s.formType} with sample answers`);
  const base = `/api/forms/${form.id}`;
  await c.call('forms.confirm', { path: `${base}/confirm`, body: { data: form.data }, expect: ANY });
  const first = await c.call('forms.certify', { path: `${base}/certify`, expect: ANY });
  const again = await c.call('forms.certify', { path: `${base}/certify`, expect: ANY });
  log.expect(
    'retry',
    'certify sent twice: the same 200 and workflow state',
    first.status === 200 && again.status === 200 && isDeepStrictEqual(first.json, again.json),
    `first ${said(first)} ${clip(first.json)}, then ${said(again)} ${clip(again.json)}`,
  );
  if (s.pinRequired) return log.notChecked('retry', 'sign sent twice', 'authenticationType 1: signing needs a PIN');
  const signed = await c.call('forms.sign', { path: `${base}/sign`, body: signBody(s), expect: ANY });
  const before = await c.call('forms.get', { path: base, expect: [200] });
  const repeat = await c.call('forms.sign', { path: `${base}/sign`, body: signBody(s), expect: ANY });
  const after = await c.call('forms.get', { path: base, expect: [200] });
  log.expect(
    'retry',
    'sign sent twice: the same 200 and body (the same linked affidavit)',
    signed.status === 200 && repeat.status === 200 && isDeepStrictEqual(signed.json, repeat.json),
    `first ${said(signed)} ${clip(signed.json)}, then ${said(repeat)} ${clip(repeat.json)}`,
  );
  const kept = (a: Answer) => {
    const f = obj(a.json);
    return [f.workflowState, f.data, f.collectableSupportingDocs, f.submission];
  };
  log.expect(
    'retry',
    'sign sent twice signs once: the form is unchanged by the repeat',
    before.status === 200 && isDeepStrictEqual(kept(before), kept(after)),
    `the form changed: ${clip(kept(before))} became ${clip(kept(after))}`,
  );
}

/** A PIN: sent, then a wrong one refused (verified false, or 400 with code 4014). */
export async function checkWrongPin(c: Checker, log: BehaviourLog, wrongPin = '000000'): Promise<void> {
  const sent = await c.call('auth.sendPin', {
    path: '/api/auth/sendpin',
    body: { pinType: 1 },
    expect: ANY,
    retryAfter429: true,
  });
  if (sent.status !== 200)
    return log.notChecked('pin', 'a wrong e-signature PIN', `sending a PIN answered ${said(sent)}`);
  const checked = await c.call('auth.validatePin', {
    path: '/api/validatepin',
    body: { pin: wrongPin, pinType: 1 },
    expect: ANY,
  });
  const refused =
    (checked.status === 200 && obj(checked.json).verified === false) ||
    (checked.status === 400 && obj(checked.json).code === ErrorCodes.PinInvalid);
  log.expect(
    'pin',
    'a wrong e-signature PIN: not verified',
    refused,
    `answered ${said(checked)} ${clip(checked.json)}`,
  );
}
