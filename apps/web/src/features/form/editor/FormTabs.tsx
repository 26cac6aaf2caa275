import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import groupStyles from './tabs.module.css';

export interface FormTab {
  formType: string;
  title: string;
  revision: string;
  /** Rejections of the form's last Check; undefined before one. */
  rejections: number | undefined;
}

export const tabId = (formType: string) => `group-tab-${formType}`;
export const panelId = (formType: string) => `group-panel-${formType}`;

/**
 * The forms of a group as tabs (WAI-ARIA tabs pattern): one tab per form with its title and revision
 * and, after a Check, how many rejections it has. Arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the tab order (and only its panel exists, so only it has
 * aria-controls).
 */
export function FormTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: FormTab[];
  active: string;
  onSelect: (formType: string) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.formType);
    refs.current.get(target.formType)?.focus();
  }

  return (
    <div className={groupStyles.groupTabs} role="tablist" aria-label={t('formGroup.formsLabel')}>
      {tabs.map((tab, index) => {
        const selected = tab.formType === active;
        return (
          <button
            key={tab.formType}
            ref={(element) => {
              if (element) refs.current.set(tab.formType, element);
              else refs.current.delete(tab.formType);
            }}
            type="button"
            role="tab"
            id={tabId(tab.formType)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab.formType) : undefined}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${groupStyles.groupTab} ${groupStyles.groupTabActive}` : groupStyles.groupTab}
            onClick={() => onSelect(tab.formType)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className={groupStyles.groupTabTitle}>{tab.title}</span>
            <span className={groupStyles.groupTabRevision}>{tab.revision}</span>
            {tab.rejections === undefined ? null : tab.rejections === 0 ? (
              <span className={`${groupStyles.groupTabBadge} ${groupStyles.groupTabBadgeOk}`}>
                {t('formGroup.tabNoProblems')}
              </span>
            ) : (
              <span className={`${groupStyles.groupTabBadge} ${groupStyles.groupTabBadgeError}`}>
                {t('formGroup.tabProblems', { count: tab.rejections })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
