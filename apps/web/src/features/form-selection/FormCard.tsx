import type { FormTypeConfig } from '@taxcert/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A card per offered form type: title, revision and a Start button. */
export function FormCard({ form, disabled, busy, onStart }: {
  form: FormTypeConfig;
  disabled: boolean;
  busy: boolean;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <article className="form-card" aria-labelledby={`${id}-title`}>
      <div className="form-card__body">
        <h3 id={`${id}-title`} className="form-card__title">
          {form.title}
        </h3>
        <p className="form-card__revision">{form.revision}</p>
        {form.introductionMessageId && i18n.exists(form.introductionMessageId) ? <p className="form-card__intro">{t(form.introductionMessageId)}</p> : null}
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={disabled || busy}
        aria-busy={busy}
        aria-describedby={`${id}-title`}
        onClick={onStart}
      >
        {t('formSelection.start')}
      </button>
    </article>
  );
}
