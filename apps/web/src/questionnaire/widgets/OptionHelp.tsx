import { finderResult, type Option, type OptionFinder as Finder } from '@taxcert/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './option-help.module.css';
import buttons from '../../components/ui/button.module.css';
import layout from '../../components/ui/layout.module.css';
import questionStyles from '../renderer/question.module.css';

/**
 * Help choosing among a select's many options: the chosen option's one-line explanation under the
 * select; where the definition gives a finder, a few plain questions that leave the options that fit, each with its
 * explanation and a button that chooses it; otherwise, where the options have explanations, a list of them. The
 * select above stays the full list, one click away. The finder's answers are help only, never the form's answers.
 */
export function OptionHelp(props: {
  id: string;
  options: readonly Option[];
  value: string;
  finder: Finder | undefined;
  disabled: boolean;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation();
  const chosen = props.options.find((option) => option.value === props.value);
  const hinted = props.options.filter((option) => option.hint);
  if (hinted.length === 0) return null;
  return (
    <>
      {chosen?.hint && <p className={`${layout.hint} ${styles.optionHelpChosen}`}>{t(chosen.hint)}</p>}
      {props.disabled ? null : props.finder ? (
        <FinderFold {...props} finder={props.finder} />
      ) : (
        <details className={questionStyles.hintFold}>
          <summary>{t('form.optionHints.title')}</summary>
          <dl className={styles.optionHelpList}>
            {hinted.map((option) => (
              <div key={option.value}>
                <dt>{t(option.label)}</dt>
                <dd>{t(option.hint!)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </>
  );
}

function FinderFold(props: {
  id: string;
  options: readonly Option[];
  finder: Finder;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picks, setPicks] = useState<Record<string, string>>({});
  const result = finderResult(
    props.finder,
    picks,
    props.options.map((option) => option.value),
  );
  const byValue = new Map(props.options.map((option) => [option.value, option]));
  const pick = (stepId: string, value: string) => {
    // A changed answer drops the answers after it: the later questions may no longer apply.
    const order = props.finder.steps.map((step) => step.id);
    const kept = Object.fromEntries(Object.entries(picks).filter(([id]) => order.indexOf(id) < order.indexOf(stepId)));
    setPicks({ ...kept, [stepId]: value });
  };
  return (
    <details className={questionStyles.hintFold} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t(props.finder.title)}</summary>
      <div className={styles.optionHelpFinder}>
        {result.steps.map((step) => (
          <fieldset key={step.id} className={styles.optionHelpStep}>
            <legend>{t(step.question)}</legend>
            {step.hint && <p className={layout.hint}>{t(step.hint)}</p>}
            {step.answers.map((answer) => (
              <label key={answer.value} className={styles.optionHelpAnswer}>
                <input
                  type="radio"
                  name={`${props.id}-finder-${step.id}`}
                  value={answer.value}
                  checked={picks[step.id] === answer.value}
                  onChange={() => pick(step.id, answer.value)}
                />
                <span>{t(answer.label)}</span>
              </label>
            ))}
          </fieldset>
        ))}
        {result.done && result.candidates && (
          <div className={styles.optionHelpResults} role="status">
            {result.candidates.length === 0 ? (
              <p>{t('form.finder.none')}</p>
            ) : (
              <>
                <p className={styles.optionHelpResultsTitle}>{t('form.finder.results')}</p>
                <ul>
                  {result.candidates.map((value) => {
                    const option = byValue.get(value)!;
                    const name = t(option.name ?? option.label);
                    return (
                      <li key={value}>
                        <button
                          type="button"
                          className={buttons.secondary}
                          onClick={() => {
                            props.onChoose(value);
                            setOpen(false);
                            // Back to the select, which now shows the choice (and the full list).
                            document.getElementById(props.id)?.focus();
                          }}
                        >
                          {t('form.finder.choose', { name })}
                        </button>
                        {option.hint && <span className={styles.optionHelpWhy}>{t(option.hint)}</span>}
                      </li>
                    );
                  })}
                </ul>
                <p className={layout.hint}>{t('form.finder.fullList')}</p>
              </>
            )}
          </div>
        )}
        {Object.keys(picks).length > 0 && (
          <button type="button" className={buttons.ghost} onClick={() => setPicks({})}>
            {t('form.finder.restart')}
          </button>
        )}
      </div>
    </details>
  );
}
