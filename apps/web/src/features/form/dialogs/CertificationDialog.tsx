import { useMutation } from '@tanstack/react-query';
import type { WorkflowState } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import { FormLanguage, useInterfaceLanguage } from '../../../lib/i18n/form-language';
import type { SubjectCalls } from '../api/calls';
import { certificationText, type CertificationText } from './certification-text';
import { CertifyDialog } from './CertifyDialog';
import type { SubmissionItem } from './SubmissionDialogs';
import groupStyles from '../editor/tabs.module.css';
import formStyles from '../form.module.css';
import layout from '../../../components/ui/layout.module.css';

/**
 * Certification: each form's certification text (its definition's, for the answers given — e.g. the W-9's
 * item 2 struck through under backup withholding), read to the end, then POST certify once for the form or
 * the whole group. The dialog is the page's, in the interface language; each form's text is the form's, in its
 * language (ADR 006), under its title in a group.
 */
export default function CertificationDialog({
  calls,
  items,
  onCancel,
  onCertified,
}: {
  calls: SubjectCalls;
  items: SubmissionItem[];
  onCancel: () => void;
  onCertified: (state: WorkflowState) => void;
}) {
  const { t } = useTranslation();
  const certify = useMutation({ mutationFn: calls.certify });
  const [only] = items;
  return (
    <CertifyDialog
      intro={items.length > 1 ? <p>{t('formGroup.certificationIntro')}</p> : undefined}
      busy={certify.isPending}
      certify={() => certify.mutateAsync()}
      onCancel={onCancel}
      onCertified={onCertified}
    >
      {items.length === 1 && only ? (
        <FormLanguage formType={only.formType}>
          <Certification text={certificationText(only.def, only.answers)} />
        </FormLanguage>
      ) : (
        items.map((item) => (
          <section key={item.formType} aria-labelledby={`certify-${item.formType}`}>
            <h3 id={`certify-${item.formType}`} className={groupStyles.groupCertificationTitle}>
              {item.title}
            </h3>
            <FormLanguage formType={item.formType}>
              <Certification text={certificationText(item.def, item.answers)} />
            </FormLanguage>
          </section>
        ))
      )}
    </CertifyDialog>
  );
}

/**
 * A form's certification: intro, items numbered or bulleted as on the form (struck through where they do not
 * apply, with their sub-items), the note and the statement that stands above the signature; when the form
 * shows in another language than the interface, a plain-language explanation in the interface's beside it.
 */
function Certification({ text }: { text: CertificationText }) {
  const { t } = useTranslation();
  const ui = useInterfaceLanguage();
  const items = text.items.map((item) => (
    <li key={item.key}>
      {item.struck ? <s>{t(item.key)}</s> : t(item.key)}
      {item.subKeys.length > 0 ? (
        <ul className={formStyles.certificationSubitems}>
          {item.subKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  ));
  const bullets = text.items[0]?.marker === '•';
  return (
    <>
      {ui && text.explanationKey ? (
        <p className={formStyles.certificationExplanation} lang={ui.lang}>
          {ui.t(text.explanationKey)}
        </p>
      ) : null}
      <p>{t(text.introKey)}</p>
      {items.length === 0 ? null : bullets ? (
        <ul className={formStyles.certificationItems}>{items}</ul>
      ) : (
        <ol className={formStyles.certificationItems}>{items}</ol>
      )}
      {text.noteKey ? <p className={layout.small}>{t(text.noteKey)}</p> : null}
      {text.consentKey ? <p>{t(text.consentKey)}</p> : null}
    </>
  );
}
