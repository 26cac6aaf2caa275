import type { Submission } from '@taxcert/contracts';

/**
 * The confirmation reference the simulator gives a signed (or, in preview-only mode, submitted) form or group
 * (ADR 023): `TC-<yyyyMMdd>-<F|G><id>` from the UTC day it was received and the form's or group's id, e.g.
 * TC-20261124-F000012 — unique per form or group, and the same on every reading. A real API gives its own.
 */
export function submissionReference(link: { type: 'form' | 'formGroup'; id: number }, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `TC-${day}-${link.type === 'form' ? 'F' : 'G'}${String(link.id).padStart(6, '0')}`;
}

/**
 * Records the submission of a form or group once: the first signature (or preview-only submit) sets it, a
 * repeated call keeps it. The forms of a group carry the group's.
 */
export function recordSubmission(
  subject: { submission?: Submission | null },
  link: { type: 'form' | 'formGroup'; id: number },
  at: Date,
): Submission {
  subject.submission ??= { reference: submissionReference(link, at), submittedAt: at.toISOString() };
  return subject.submission;
}
