import { ErrorCodes, type FormData, type SignatureRequest, type SupportingDoc } from '@taxcert/contracts';
import { evaluateForm, type FormDefinition, type ReferenceData } from '@taxcert/engine';
import { signDateOnForm, usesEsignPin, type Translate } from '@taxcert/forms';
import { acceptedAnswers, failureText } from './answer-check';
import type { SignatureEvidence } from '../store/forms';
import { ApiFailure } from './failure';
import type { GroupCheckInput } from './group-checks';
import { sha256 } from './hash';
import { sameText } from './identity';
import { acceptedSignDay, checkAffidavitData } from './sign-date';
import { uploadProblems, type UploadProblem } from './supporting-links';

export interface SignCheck {
  /** Each form signed, with the reference data its answers are checked with (domain/reference.ts). */
  definitions: { definition: FormDefinition; data: FormData; reference: ReferenceData }[];
  /** The documents linked to the form or group being signed, and the English name of a document type. */
  supportingDocs?: { docs: readonly Pick<SupportingDoc, 'id' | 'type'>[]; typeName: (type: string) => string };
  request: SignatureRequest;
  /** config.authenticationType === 1 and not preview-only. */
  pinRequired: boolean;
  pinVerified: boolean;
  /** The simulator's clock reading: the signature's time stamp. */
  now: Date;
  /** A group's checks across its forms, with every form's answers (domain/group-checks.ts). */
  group?: GroupCheckInput;
  /** The sign dialog's date format of what is signed: the form type's, or a group's (app-shell.md §5). */
  signDateFormat: string;
  /** When the form or group was added (simulator clock, ms): the date of signing is not before it. */
  addedAt: number;
  /** The request's catalogue: a refusal's words. */
  t: Translate;
}

/** Identifies a sign request, so that a retried one is recognised as the same operation. */
export const signatureRequestKey = (request: SignatureRequest): string =>
  sha256({ printName: request.printName.trim(), capacity: request.capacity.trim(), signDate: request.signDate });

/**
 * Checks a signature request against the answers and builds its evidence: every form valid, the e-signature
 * PIN verified when required (body code 499 otherwise — the dialog stays open), and the printed name equal
 * to the signer's name on the form (422, code 4220: formSigning.printNameMismatch).
 */
export function buildSignature(check: SignCheck): SignatureEvidence {
  const { request } = check;
  for (const { definition, data, reference } of check.definitions) {
    // The one check of an answer set: an answer the form could not have given is refused (422, 4225).
    const { evaluation } = acceptedAnswers(
      definition,
      data,
      { today: check.now, reference, locked: check.group?.locked?.[definition.formType] ?? [] },
      check.t,
    );
    // A required supporting document (a W-8IMY's withholding statement) is named before any other error.
    const [problem] = check.supportingDocs
      ? uploadProblems(definition, data, evaluation, check.supportingDocs.docs)
      : [];
    if (problem)
      throw new ApiFailure(
        409,
        uploadProblemText(problem, check.supportingDocs?.typeName ?? String),
        ErrorCodes.SupportingDocumentMissing,
      );
    const [failure] = evaluation.failures;
    if (!evaluation.valid) {
      throw new ApiFailure(
        409,
        `The form has errors. Please press Check and correct them before signing.${failure ? ` ${failureText(check.t, failure)}` : ''}`,
        ErrorCodes.StageConflict,
      );
    }
  }
  // The forms of a group that contradict each other (a rejection of the group's checks) are not signed either.
  if (
    check.group &&
    evaluateForm(check.group.definition, check.group.answers, { today: check.now }).failures.some((f) => f.check)
  ) {
    throw new ApiFailure(
      409,
      'The forms contradict each other. Please press Check and correct them before signing.',
      ErrorCodes.StageConflict,
    );
  }
  // A form type's catalogue entry says whether it is signed with the e-signature PIN (CRS forms are not).
  const needsPin = check.pinRequired && check.definitions.some(({ definition }) => usesEsignPin(definition.formType));
  if (needsPin && !check.pinVerified) {
    throw new ApiFailure(422, 'Please verify the e-signature PIN sent to you before signing.', ErrorCodes.SignRetry);
  }
  if (!request.printName.trim())
    throw new ApiFailure(422, 'Please type your name to sign.', ErrorCodes.PrintNameMismatch);
  for (const { definition, data } of check.definitions) {
    const signer = data[definition.signatureSection]?.name;
    if (typeof signer !== 'string' || !sameText(signer, request.printName)) {
      throw new ApiFailure(
        422,
        'The printed name does not match the name of the signer on the form.',
        ErrorCodes.PrintNameMismatch,
      );
    }
  }
  const signedOn = acceptedSignDay(
    request.signDate,
    check.signDateFormat,
    { now: check.now, addedAt: check.addedAt },
    check.t,
  );
  checkAffidavitData(request.collectableSupportingDocType ? request.collectableSupportingDocData : null, check.t);
  const signedAt = check.now.toISOString();
  return {
    signedOn: signedOn.toISOString().slice(0, 10),
    printName: request.printName.trim(),
    capacity: request.capacity.trim(),
    signDate: request.signDate,
    signedAt,
    pinVerified: check.pinVerified,
    dataHash: sha256(check.definitions.map((d) => d.data)),
    requestKey: signatureRequestKey(request),
  };
}

/** What the signer is told: which document, in which Part, and what to do. */
function uploadProblemText(problem: UploadProblem, typeName: (type: string) => string): string {
  const where = problem.part ? ` (Part ${problem.part})` : '';
  return problem.kind === 'missing'
    ? `This form cannot be signed without its ${typeName(problem.docType)}${where}. Upload it in the questionnaire, then sign.`
    : `The ${typeName(problem.docType)}${where} the form names is no longer linked to it. Upload it again in the questionnaire, then sign.`;
}

/**
 * Writes the signature into the form's signature section, as the paper form would hold it: the date in the form's
 * own sign-date format (`dateFormat`, its catalogue entry's), also when a group was signed in the group's (one date per box).
 */
export function applySignature(
  data: FormData,
  section: string,
  evidence: SignatureEvidence,
  dateFormat: string,
): FormData {
  return {
    ...data,
    [section]: {
      ...data[section],
      signature: `Electronically signed by ${evidence.printName}`,
      date: signDateOnForm(evidence.signDate, dateFormat),
    },
  };
}
