import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '../../../components/ui/layout.module.css';
import formStyles from '../form.module.css';

/** What the form page's header says: the same while the form loads and once it is open. */
export interface FormPageTitles {
  /** The revision ("Rev. March 2024"), or a group's count of forms. */
  eyebrow: string;
  /** The configured title ("Form W-9"), or a group's. */
  title: string;
  /**
   * The form's official title ("Request for Taxpayer Identification Number and Certification"), under a
   * configured title that does not already say it; none for a group.
   */
  officialTitle?: string;
}

/**
 * The form page's frame: its column and its header (the titles and the note on required fields). The form screen
 * shows it as soon as it knows what is opening, the loading state below the header and then the editor in its place:
 * the header is painted before the questions are, and it stays the same element when they arrive (nothing moves,
 * and focus on the heading — where a route change puts it — stays there).
 */
export function FormPage({
  titles,
  group,
  titleRef,
  children,
}: {
  titles: FormPageTitles;
  group: boolean;
  /** The heading, for the action bar's "back to the top" (focus). */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={group ? `page ${formStyles.pageForm} page--group` : `page ${formStyles.pageForm}`}>
      <header className={layout.pageHeader}>
        <p className={layout.eyebrow}>{titles.eyebrow}</p>
        <h1 ref={titleRef} tabIndex={-1}>
          {titles.title}
        </h1>
        {titles.officialTitle ? <p className={layout.lead}>{titles.officialTitle}</p> : null}
        <p className={layout.hint}>{t('form.requiredNote')}</p>
      </header>
      {children}
    </div>
  );
}
