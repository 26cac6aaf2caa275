import { useTranslation } from 'react-i18next';
import { StatusCard } from '../../components/ui/StatusCard';
import styles from './accessibility.module.css';

/** The statement's sections: a heading and its paragraphs or list items, as message keys under `accessibility.`. */
const sections = [
  { id: 'status', paragraphs: ['status.text'] },
  { id: 'tested', items: ['tested.axe', 'tested.keyboard', 'tested.phone', 'tested.screenReader'] },
  { id: 'limitations', items: ['limitations.screenReaders', 'limitations.pdf', 'limitations.english'] },
  { id: 'contact', paragraphs: ['contact.text'] },
] as const;

/**
 * The accessibility statement, /links/accessibility beside privacy and cookies: what the service
 * aims at (WCAG 2.2 AA), how it was tested (axe, keyboard, 390 px, screen-reader spot checks in the accessibility
 * tree), the limitations known, and whom to contact — in the interface language, reachable signed out.
 */
export function AccessibilityStatement() {
  const { t } = useTranslation();
  return (
    <StatusCard title={t('footer.link.accessibility')}>
      <div className={styles.statement}>
        <p>{t('accessibility.intro')}</p>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`statement-${section.id}`}>
            <h2 id={`statement-${section.id}`}>{t(`accessibility.${section.id}.title`)}</h2>
            {'paragraphs' in section ? (
              section.paragraphs.map((key) => <p key={key}>{t(`accessibility.${key}`)}</p>)
            ) : (
              <ul>
                {section.items.map((key) => (
                  <li key={key}>{t(`accessibility.${key}`)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className={styles.statementPrepared}>{t('accessibility.prepared')}</p>
      </div>
    </StatusCard>
  );
}
