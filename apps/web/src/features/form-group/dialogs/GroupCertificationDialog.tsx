import type { WorkflowState } from '@taxcert/contracts';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api';
import { FormLanguage } from '../../../lib/form-language';
import { CertifyDialog } from '../../form/dialogs/CertifyDialog';

/** The statement the signer makes for one form of the group, as a message key. */
export interface GroupStatement {
  formType: string;
  title: string;
  statementKey: string;
}

/**
 * One certification for the whole group: each form's certification statement under the form's title,
 * read to the end, then POST formgroups/{id}/certify.
 */
export default function GroupCertificationDialog({ formGroupId, statements, onCancel, onCertified }: {
  formGroupId: number;
  statements: GroupStatement[];
  onCancel: () => void;
  onCertified: (state: WorkflowState) => void;
}) {
  const { t } = useTranslation();
  const certify = useApi().formGroups.certify.useMutation();
  return (
    <CertifyDialog
      intro={<p>{t('formGroup.certificationIntro')}</p>}
      busy={certify.isPending}
      certify={async () => (await certify.mutateAsync({ params: { id: formGroupId } })).body}
      onCancel={onCancel}
      onCertified={onCertified}
    >
      {statements.map((statement) => (
        <section key={statement.formType} aria-labelledby={`certify-${statement.formType}`}>
          <h3 id={`certify-${statement.formType}`} className="group-certification__title">
            {statement.title}
          </h3>
          <FormLanguage formType={statement.formType}>
            <Statement messageKey={statement.statementKey} />
          </FormLanguage>
        </section>
      ))}
    </CertifyDialog>
  );
}

/** A form's statement, in the form's language (FormLanguage). */
function Statement({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return <p>{t(messageKey)}</p>;
}
