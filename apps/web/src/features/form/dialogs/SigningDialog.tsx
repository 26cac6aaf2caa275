import { useMutation } from '@tanstack/react-query';
import type { SignatureRequest } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import type { SubjectCalls } from '../api/calls';
import { signDateFormatOfSubject, type SubjectRef } from '../api/subject';
import { affidavitRequest, signerCapacity } from '../logic/affidavit';
import { formatSignDate } from '../logic/sign-date';
import { wordingFor } from '../texts';
import { SignatureDialog } from './SignatureDialog';
import type { SubmissionItem } from './SubmissionDialogs';

/**
 * Signing the form or the whole group once: POST sign — dated in the form type's format, or 'MMMM dd, yyyy'
 * for a group (app-shell.md §5), with the affidavit of unchanged status when a signer asked for one — then
 * PUT submit {stage: 4}. The capacity starts as the one chosen in the (first) signature section.
 */
export default function SigningDialog({ subject, calls, items, onCancel, onSubmitted, onPinRequired }: {
  subject: SubjectRef;
  calls: SubjectCalls;
  items: SubmissionItem[];
  onCancel: () => void;
  onSubmitted: () => void;
  onPinRequired: () => void;
}) {
  const { t } = useTranslation();
  const wording = wordingFor(items.length);
  const sign = useMutation({ mutationFn: calls.sign });
  const submit = useMutation({ mutationFn: calls.submit });
  const signDate = formatSignDate(signDateFormatOfSubject(subject));
  const sections = items.map((item) => ({ item, block: item.answers[item.def.signatureSection] }));
  const capacity = sections.map(({ block }) => signerCapacity(block)).find((c) => c !== '') ?? '';
  const affidavit = sections.map(({ item, block }) => affidavitRequest(item.formType, item.title, item.revision, block)).find((a) => a !== null) ?? null;

  return (
    <SignatureDialog
      title={t(wording.signTitle)}
      intro={t(wording.signIntro)}
      signDate={signDate}
      defaultCapacity={capacity}
      busy={sign.isPending || submit.isPending}
      sign={({ printName, capacity: signedAs }) => {
        const collectable = affidavit
          ? { collectableSupportingDocType: 'AffidavitOfUnchangedStatus' as const, collectableSupportingDocData: { ...affidavit, printName, capacity: signedAs, signDate } }
          : {};
        const body: SignatureRequest = { printName, capacity: signedAs, signDate, ...collectable };
        return sign.mutateAsync(body);
      }}
      submit={() => submit.mutateAsync()}
      onCancel={onCancel}
      onSubmitted={onSubmitted}
      onPinRequired={onPinRequired}
    />
  );
}
