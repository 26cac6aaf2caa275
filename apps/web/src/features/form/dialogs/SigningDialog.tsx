import { useMutation } from '@tanstack/react-query';
import type { SignatureRequest } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import type { SubjectCalls } from '../api/calls';
import { signDateFormatOfSubject, type SubjectRef } from '../api/subject';
import { affidavitRequest, capacitySent, capacityShown, signerCapacity } from '../logic/affidavit';
import { formatToday } from '../../../lib/i18n/today';
import { wordingFor } from '../texts';
import { SignatureDialog } from './SignatureDialog';
import type { SubmissionItem } from './SubmissionDialogs';

/**
 * Signing the form or the whole group once: POST sign — dated in the form type's format, or 'MMMM dd, yyyy'
 * for a group (app-shell.md §5), with the affidavit of unchanged status when a signer asked for one — then
 * PUT submit {stage: 4}. The capacity starts as the one chosen in the (first) signature section, worded in the
 * interface language; the signature keeps the option's stored value.
 */
export default function SigningDialog({
  subject,
  calls,
  items,
  onCancel,
  onSubmitted,
  onPinRequired,
}: {
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
  const signDate = formatToday(signDateFormatOfSubject(subject));
  const sections = items.map((item) => ({ item, block: item.answers[item.def.signatureSection] }));
  // The capacity chosen in the first signature section that has one, shown by its label in the interface
  // language; what is signed is the option's value (or the words typed), as the PDF expects.
  const chosen = sections
    .map(({ item, block }) => ({ def: item.def, capacity: signerCapacity(block) }))
    .find((c) => c.capacity !== '');
  const capacityDef = chosen?.def ?? items[0]?.def;
  const toSent = (text: string) => (capacityDef ? capacitySent(capacityDef, text, t) : text);
  const affidavit =
    sections
      .map(({ item, block }) => affidavitRequest(item.formType, item.title, item.revision, block))
      .find((a) => a !== null) ?? null;

  return (
    <SignatureDialog
      title={t(wording.signTitle)}
      intro={t(wording.signIntro)}
      signDate={signDate}
      defaultCapacity={chosen ? capacityShown(chosen.def, chosen.capacity, t) : ''}
      busy={sign.isPending || submit.isPending}
      sign={({ printName, capacity: typed }) => {
        const signedAs = toSent(typed);
        const collectable = affidavit
          ? {
              collectableSupportingDocType: 'AffidavitOfUnchangedStatus' as const,
              collectableSupportingDocData: { ...affidavit, printName, capacity: signedAs, signDate },
            }
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
