import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusCard } from '../../../components/ui/StatusCard';

/** A form type without a definition: "Incorrect blank type" and a way back (app-shell.md §8). */
export function UnsupportedForm({ formType }: { formType: string }) {
  const { t } = useTranslation();
  return (
    <StatusCard
      title={t('incorrectForm.title', { FormType: formType })}
      tone="error"
      actions={
        <Link className="button button--secondary" to="/form-selection">
          {t('incorrectForm.back')}
        </Link>
      }
    >
      <p>{t('incorrectForm.text')}</p>
    </StatusCard>
  );
}
