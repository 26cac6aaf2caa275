import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The way back from a success page (a form's or a group's) to form selection. */
export function SuccessBackLink({ previewOnly }: { previewOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="success__actions">
      <Link className="button button--secondary" to="/form-selection">
        {previewOnly ? t('success.backPreview') : t('success.back')}
      </Link>
    </div>
  );
}
