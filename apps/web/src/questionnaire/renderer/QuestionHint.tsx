import { useTranslation } from 'react-i18next';
import { useIsPhone } from './display-mode';
import layout from '../../components/ui/layout.module.css';
import questionStyles from './question.module.css';

/**
 * A hint longer than this (in characters of its text) folds on a phone: the W-9's TIN and certification
 * instructions each filled a 390 px screen. A shorter one is always shown.
 */
export const FOLDED_HINT_LENGTH = 240;

/**
 * A question's hint (its id is the field's aria-describedby). On a phone a long one sits under an "Instructions"
 * disclosure, closed until tapped; its text stays in the page, so the field's description still carries it.
 */
export function QuestionHint({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const hint = (
    <p id={id} className={layout.hint}>
      {text}
    </p>
  );
  if (!isPhone || text.length <= FOLDED_HINT_LENGTH) return hint;
  return (
    <details className={questionStyles.hintFold}>
      <summary>{t('renderer.hintFold')}</summary>
      {hint}
    </details>
  );
}
