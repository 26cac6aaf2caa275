import { fillableFormTypes } from './answers';
import {
  BehaviourLog,
  checkRetries,
  checkStageOrder,
  checkValidation,
  checkWrongPin,
  type BehaviourVerdict,
} from './behaviour';
import { checkIdleSession, checkStatuses } from './statuses';
import { Checker, operationNames, StaleCookieError, type Wait } from './client';
import { formJourney, groupJourney, uploadJourney } from './journey';
import { formReads, groupReads, publicReads } from './reads';
import { isSimulator, SIM_NO_EMAIL_CUSTOMER, signInToSimulator } from './sign-in';
import type { Verdict } from './verify';

export interface ContractRunOptions {
  baseUrl: string;
  /** API_COOKIE: a session the user copied. A 401 or 403 with it fails the run: the cookie is stale. */
  cookie?: string;
  /** Write mode: runs the whole journey (creates a form, a group and documents). */
  writes: boolean;
  /** Read-only mode: the form and the group whose GETs are checked (CONTRACT_FORM_ID, CONTRACT_GROUP_ID). */
  formId?: number;
  groupId?: number;
  /** The name the journey signs with (default: the simulator customer's, else Jane Doe). */
  signerName?: string;
  timeoutMs?: number;
  /** Waits out a Retry-After (default: real time; the in-process simulator moves its clock instead). */
  wait?: Wait;
  /** Minutes a session may stay idle on this API: the kit waits them out to see a 403 with code 498. */
  idleMinutes?: number;
  /** Progress lines (the plan of what write mode creates). */
  log?: (line: string) => void;
  /** The provider's clock, for the date the journey signs with (default: real time; a test simulator's own). */
  now?: () => Date;
}

export interface Skip {
  name: string;
  reason: string;
  /** A required operation that was skipped fails the run. */
  required: boolean;
}

export interface ContractRunResult {
  verdicts: Verdict[];
  /** Write mode: what the server does (docs/integration.md), one verdict per check. */
  behaviours: BehaviourVerdict[];
  /** Write mode: the form and group it left signed, with a document, for read-only mode. */
  readOnlyIds?: { formId: number; groupId: number };
  checked: string[];
  skipped: Skip[];
  /** `N of 53 operations checked; skipped: …` */
  coverage: string;
  ok: boolean;
}

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** Checks an API against the contract: the public calls, then the journey (write mode) or the GETs of a given form and group. */
export async function runContractCheck(options: ContractRunOptions): Promise<ContractRunResult> {
  const log = options.log ?? (() => undefined);
  const c = new Checker(options.baseUrl, {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    cookieFromUser: Boolean(options.cookie),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
  });
  const skips = new Map<string, Skip>();
  const skip = (name: string, reason: string, required = true) => {
    if (!skips.has(name) && !c.checked.has(name)) skips.set(name, { name, reason, required });
  };
  const simulator = await isSimulator(options.baseUrl);
  const behaviours = new BehaviourLog();
  let readOnlyIds: ContractRunResult['readOnlyIds'];
  let signer = options.signerName;
  let signedInHere = false;
  try {
    if (!c.cookie && simulator) {
      const session = await signInToSimulator(c);
      if (session) {
        c.cookie = session.cookie;
        signer ??= session.name;
        signedInHere = true;
      }
    }
    if (!simulator)
      skip('auth.authenticationLink', 'needs an e-mailed sign-in link: checked only against the simulator', false);
    const config = await publicReads(c);
    if (!c.cookie) {
      for (const name of operationNames)
        skip(name, 'needs a session: set API_COOKIE (against the simulator the check signs itself in)');
    } else if (options.writes) {
      readOnlyIds = await writeMode(c, config, signer ?? 'Jane Doe', simulator, skip, log, behaviours, options.now);
    } else {
      if (options.formId) await formReads(c, options.formId, skip);
      else
        for (const name of [
          'forms.get',
          'forms.pdfPreview',
          'forms.pdfDownload',
          'supportingDocs.linkedCollectableDocForm',
          'supportingDocs.signedPdf',
          'supportingDocs.download',
          'supportingDocs.view',
        ])
          skip(name, 'set CONTRACT_FORM_ID (a form of the signed-in customer)');
      if (options.groupId) await groupReads(c, options.groupId);
      else
        for (const name of [
          'formGroups.get',
          'formGroups.pdfPreview',
          'formGroups.pdfDownload',
          'formGroups.supportingDocs',
          'supportingDocs.linkedCollectableDocFormGroup',
        ])
          skip(name, 'set CONTRACT_GROUP_ID (a group of the signed-in customer)');
    }
    if (c.cookie && (options.writes || signedInHere)) {
      // Last before logout: the idle time-out ends the session.
      if (options.writes && readOnlyIds) await checkIdleSession(c, behaviours, readOnlyIds.formId, options.idleMinutes);
      await c.call('auth.logout', { path: '/api/auth/logout', expect: [302] });
    } else skip('auth.logout', 'would end the API_COOKIE session: write mode only', false);
  } catch (error) {
    if (!(error instanceof StaleCookieError)) throw error;
  }
  const failedNames = new Set(c.verdicts.filter((v) => v.outcome !== 'conforms').map((v) => v.name));
  for (const name of operationNames) {
    if (c.checked.has(name) || failedNames.has(name)) continue;
    if (options.writes || c.route(name).method === 'GET') skip(name, 'not reached: an earlier call failed');
    else skip(name, 'changes state: write mode only (CONTRACT_ALLOW_WRITES=1)', false);
  }
  const skipped = [...skips.values()].filter((s) => !c.checked.has(s.name));
  const checked = operationNames.filter((name) => c.checked.has(name) && !failedNames.has(name));
  const coverage = `${checked.length} of ${operationNames.length} operations checked; skipped: ${skipped.length ? skipped.map((s) => `${s.name} (${s.reason}${s.required ? '' : ', not required'})`).join(', ') : 'none'}`;
  const broken = behaviours.verdicts.filter((v) => v.outcome === 'broken').length;
  const held = behaviours.verdicts.filter((v) => v.outcome === 'holds').length;
  const unchecked = behaviours.verdicts.length - broken - held;
  return {
    verdicts: c.verdicts,
    behaviours: behaviours.verdicts,
    ...(readOnlyIds ? { readOnlyIds } : {}),
    checked,
    skipped,
    coverage: options.writes
      ? `${coverage}\nbehaviour: ${held} of ${behaviours.verdicts.length} checks hold, ${broken} broken, ${unchecked} not checked`
      : coverage,
    ok: failedNames.size === 0 && !skipped.some((s) => s.required) && broken === 0,
  };
}

async function writeMode(
  c: Checker,
  config: Json,
  signer: string,
  simulator: boolean,
  skip: (name: string, reason: string, required?: boolean) => void,
  log: (line: string) => void,
  behaviours: BehaviourLog,
  now?: () => Date,
): Promise<ContractRunResult['readOnlyIds']> {
  const accounts = list((config.customer as Json | null)?.accounts);
  const fillable = await fillableFormTypes();
  const formType = fillable.find((type) =>
    list(config.formTypes).some((f) => f.formType === type && f.isEnabled === true),
  );
  const group = list(config.formGroups).find(
    (g) =>
      g.isEnabled === true &&
      list(g.formTypes).length > 0 &&
      (g.formTypes as string[]).every((t) => fillable.includes(t)),
  );
  const groupAccount =
    group?.crsRestricted === true ? accounts.find((a) => a.isCrsParticipating === true) : accounts[0];
  const docType = list(config.supportingDocumentTypes).find((d) => d.isHidden !== true)?.type;
  const account = accounts[0]?.id;
  log(
    `Write mode creates, for the signed-in customer: a ${formType ?? '(no fillable form type offered)'} form on account ${String(account)} ` +
      `(validated, confirmed, reverted, confirmed, certified, signed and submitted), one uploaded PDF (deleted again, twice), ` +
      `a ${typeof group?.formType === 'string' ? group.formType : '(no fillable group offered)'} group on account ${String(groupAccount?.id)} (the same stages); ` +
      `it sends an e-signature PIN, checks a wrong one, writes one console-log line and logs out at the end.`,
  );
  await c.call('system.consoleLog', {
    path: '/api/consolelog?level=info&code=0&message=contract-check',
    expect: [204],
  });
  await c.call('auth.sendPin', { path: '/api/auth/sendpin', body: { pinType: 1 }, expect: [200], retryAfter429: true });
  await c.call('auth.validatePin', { path: '/api/validatepin', body: { pin: '000000', pinType: 1 }, expect: [200] });
  if (simulator) {
    const noEmail = await signInToSimulator(c, SIM_NO_EMAIL_CUSTOMER);
    if (noEmail?.resendReference) {
      await c.call('auth.sendNoEmailPin', {
        path: '/api/auth/sendnoemailpin',
        body: { pinType: 2, resendReference: noEmail.resendReference },
        cookie: noEmail.cookie,
        expect: [200],
        retryAfter429: true,
      });
    } else
      skip(
        'auth.sendNoEmailPin',
        `the simulator's ${SIM_NO_EMAIL_CUSTOMER} did not sign in as a customer without e-mail`,
      );
  } else
    skip(
      'auth.sendNoEmailPin',
      'needs a customer without e-mail signed in through an e-mailed link: checked only against the simulator',
      false,
    );
  if (typeof account !== 'number' || !formType) {
    skip(
      'forms.add',
      typeof account !== 'number'
        ? 'the signed-in customer has no account'
        : `config offers none of ${fillable.join(', ')}`,
    );
  }
  let formId: number | undefined;
  if (typeof account === 'number' && formType) {
    formId = await formJourney(c, formType, account, signer, now?.());
    if (formId !== undefined && typeof docType === 'string') await uploadJourney(c, formId, docType);
    else if (typeof docType !== 'string') skip('upload.supportingDoc', 'config offers no supporting-document type');
  }
  let groupId: number | undefined;
  if (group && typeof groupAccount?.id === 'number')
    groupId = await groupJourney(c, group.formTypes as string[], groupAccount.id, signer, now?.());
  else
    skip(
      'formGroups.add',
      group
        ? 'no account may hold the group (CRS-restricted: none is CRS-participating)'
        : `config offers no group of ${fillable.join(', ')}`,
    );
  // Behaviour: each check on a form of its own, so that one broken behaviour does not hide another.
  if (typeof account === 'number' && formType) {
    const subject = {
      formType,
      accountId: account,
      signer,
      pinRequired: config.authenticationType === 1 && config.previewOnlyMode !== true,
      today: now?.() ?? new Date(),
    };
    await checkValidation(c, subject, behaviours);
    await checkStageOrder(c, subject, behaviours);
    await checkRetries(c, subject, behaviours);
    await checkWrongPin(c, behaviours);
    if (formId !== undefined) await checkStatuses(c, behaviours, { id: formId, accountId: account, formType });
  }
  return formId !== undefined && groupId !== undefined ? { formId, groupId } : undefined;
}
