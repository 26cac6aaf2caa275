import { ADDRESS_LINES, fieldDomId, isBlank, sameAnswer, type AnswerValue, type BlockAnswers } from '@taxcert/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from '../../components/ui/button.module.css';
import blockStyles from './block-questions.module.css';

type Lines = Readonly<Record<string, AnswerValue>>;

const linesOf = (answers: BlockAnswers): Lines => Object.fromEntries(ADDRESS_LINES.map((id) => [id, answers[id]]));
const anyFilled = (lines: Lines): boolean => Object.values(lines).some((value) => !isBlank(value));
const anyEdited = (before: Lines, answers: BlockAnswers): boolean =>
  ADDRESS_LINES.some((id) => !sameAnswer(before[id] ?? undefined, answers[id] ?? undefined));

/**
 * An address whose country the customer changes from another one while its other lines are filled (a pre-filled U.S.
 * address with its state and ZIP code, then Germany) asks them to check the street, city, state or province and postal
 * code lines, written for the previous country (ADR 072). Nothing is cleared. The notice goes once
 * one of those lines is edited or the customer closes it (focus then returns to the country). A live region (status)
 * that is always there, so the notice is announced when it appears.
 */
export function AddressCountryNotice({ blockId, answers }: { blockId: string; answers: BlockAnswers }) {
  const { t } = useTranslation();
  const country = answers['country'];
  // The country last seen, and the lines as they were when it changed (null: no notice).
  const [seen, setSeen] = useState<{ country: AnswerValue; lines: Lines | null }>(() => ({ country, lines: null }));
  let lines = seen.lines;
  if (!sameAnswer(seen.country ?? undefined, country ?? undefined)) {
    const current = linesOf(answers);
    lines = lines ?? (!isBlank(seen.country) && !isBlank(country) && anyFilled(current) ? current : null);
    setSeen({ country, lines });
  } else if (lines && anyEdited(lines, answers)) {
    lines = null;
    setSeen({ country, lines });
  }
  const close = () => {
    setSeen({ country, lines: null });
    document.getElementById(fieldDomId([blockId, 'country']))?.focus();
  };
  return (
    <div
      className={lines ? blockStyles.addressNotice : `${blockStyles.addressNotice} ${blockStyles.addressNoticeIdle}`}
    >
      <div role="status">{lines ? <p>{t('renderer.addressCountryChanged.notice')}</p> : null}</div>
      {lines ? (
        <button type="button" className={buttons.ghost} onClick={close}>
          {t('renderer.addressCountryChanged.dismiss')}
        </button>
      ) : null}
    </div>
  );
}
