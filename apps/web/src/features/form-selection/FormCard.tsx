import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import styles from './form-selection.module.css';

/** A title whose hyphenated words (form names: W-8BEN, CRS-I) never break at the hyphen ("W-" / "8BEN"). */
function unbrokenFormNames(title: string): ReactNode[] {
  // Whole runs of other words stay one text, as they were; only the hyphenated words are wrapped.
  return title
    .split(/(\S*\S-\S\S*)/)
    .filter((part) => part !== '')
    .map((part, index) =>
      /\S-\S/.test(part) ? (
        <span key={index} className={styles.nowrap}>
          {part}
        </span>
      ) : (
        part
      ),
    );
}

/**
 * A card per offered form type or group: title, revision and a Start button; `onIntent` when the button is pointed at
 * or focused, before a click (the form-choice modal's chunk is asked for then).
 */
export function FormCard({
  title,
  revision,
  intro,
  disabled,
  busy,
  onIntent,
  onStart,
}: {
  title: string;
  revision: string | null;
  intro: string | null;
  disabled: boolean;
  busy: boolean;
  onIntent?: () => void;
  onStart: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className={styles.formCard} aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className={styles.formCardTitle}>
          {unbrokenFormNames(title)}
        </h3>
        {revision ? <p className={styles.formCardRevision}>{revision}</p> : null}
        {intro ? <p className={styles.formCardIntro}>{intro}</p> : null}
      </div>
      <button
        type="button"
        className={buttons.primary}
        disabled={disabled || busy}
        aria-busy={busy}
        aria-describedby={`${id}-title`}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={onStart}
      >
        {t('formSelection.start')}
      </button>
    </article>
  );
}
