import { useTranslation } from 'react-i18next';
import type { ButtonRules } from '../logic/button-rules';
import buttons from '../../../components/ui/button.module.css';
import formStyles from '../form.module.css';

/** The sticky action bar: Check, Sign and submit, the "Press Check" prompt and scroll to top. */
export function ActionBar({
  rules,
  validating,
  onCheck,
  onSignAndSubmit,
  onScrollTop,
}: {
  rules: ButtonRules;
  validating: boolean;
  onCheck: () => void;
  onSignAndSubmit: () => void;
  onScrollTop: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.actionBar} role="region" aria-label={t('form.actions')}>
      <div className={formStyles.actionBarInner}>
        <p className={formStyles.actionBarStatus} aria-live="polite">
          {validating ? t('form.checking') : rules.showPressCheck ? t('form.pressCheck') : ''}
        </p>
        <div className={formStyles.actionBarButtons}>
          <button
            type="button"
            className={`${buttons.ghost} ${buttons.icon}`}
            onClick={onScrollTop}
            aria-label={t('form.scrollTop')}
          >
            <span aria-hidden="true">↑</span>
          </button>
          {rules.showCheck ? (
            <button
              type="button"
              className={rules.showSignAndSubmit ? buttons.secondary : buttons.primary}
              onClick={onCheck}
              disabled={rules.checkDisabled}
              aria-busy={validating}
            >
              {t('form.check')}
            </button>
          ) : null}
          {rules.showSignAndSubmit ? (
            <button type="button" className={buttons.primary} onClick={onSignAndSubmit}>
              {t('form.signAndSubmit')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
