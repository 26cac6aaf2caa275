import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusCard } from './StatusCard';
import { paths } from '../../lib/navigation/paths';
import buttons from './button.module.css';

/** An unknown form type (app-shell.md §2): 'Incorrect blank type'. */
export function UnknownFormType() {
  const { t } = useTranslation();
  return (
    <StatusCard
      title={t('incorrectForm.unknown')}
      tone="error"
      actions={
        <Link className={buttons.secondary} to={paths.formSelection()}>
          {t('incorrectForm.back')}
        </Link>
      }
    />
  );
}

/** A catalogued form type without a definition yet (app-shell.md §8 "Unsupported form"): title with FormType, text, a way back. */
export function UnsupportedFormType({ formType }: { formType: string }) {
  const { t } = useTranslation();
  return (
    <StatusCard
      title={t('incorrectForm.title', { FormType: formType })}
      tone="error"
      actions={
        <Link className={buttons.secondary} to={paths.formSelection()}>
          {t('incorrectForm.back')}
        </Link>
      }
    >
      <p>{t('incorrectForm.text')}</p>
    </StatusCard>
  );
}
