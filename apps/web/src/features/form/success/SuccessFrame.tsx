import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/ui/CheckIcon';
import { paths } from '../../../lib/navigation/paths';
import buttons from '../../../components/ui/button.module.css';
import styles from './success.module.css';

/**
 * The frame of a success page, a form's or a group's: the check mark, the heading, what the page lists,
 * and the way back to form selection.
 */
export function SuccessFrame({
  title,
  previewOnly,
  children,
}: {
  title: string;
  previewOnly: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.success} aria-labelledby="success-title">
      <div className={styles.successIcon}>
        <CheckIcon />
      </div>
      <h1 id="success-title">{title}</h1>
      {children}
      <div className={styles.successActions}>
        <Link className={buttons.secondary} to={paths.formSelection()}>
          {previewOnly ? t('success.backPreview') : t('success.back')}
        </Link>
      </div>
    </section>
  );
}
