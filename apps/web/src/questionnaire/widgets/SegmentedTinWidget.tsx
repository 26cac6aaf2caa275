import { identifierKindOf, identifierModules } from '@taxcert/engine';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { BoxesField } from './BoxesField';
import { TinMatchContext } from './contexts';
import { textOf, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';

/**
 * The TIN format of the question: its identifier kind (engine `identifierKindOf`: the kind it declares, or the one
 * the TIN type answered beside it chooses) — 'Ein' for an EIN, else 'Ssn' (an SSN's boxes take an ITIN too).
 */
export function tinFormat(props: Pick<WidgetProps, 'question' | 'blockAnswers'>): 'Ssn' | 'Ein' {
  return identifierKindOf(props.question, props.blockAnswers) === 'ein' ? 'Ein' : 'Ssn';
}

/** The boxes' groups: the official layout of the identifier's module (SSN 3-2-4, EIN 2-7). */
const groupsOf = (format: 'Ssn' | 'Ein'): readonly number[] =>
  identifierModules[format === 'Ein' ? 'ein' : 'ssn'].layouts[0]?.groups ?? [9];

const digit = (char: string): string | null => (/^\d$/.test(char) ? char : null);

/**
 * A US TIN, one digit per box: SSN 3-2-4, EIN 2-7 (questionnaire-and-forms.md §5). The answer is the digits only. Under the
 * boxes, the IRS match result of the last server validation (TinMatchContext) once all 9 are typed.
 */
export function SegmentedTinWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const match = useContext(TinMatchContext);
  const format = tinFormat(props);
  const value = textOf(props.value).replace(/\D/g, '');
  const matchId = `${props.id}-match`;
  const appliesHere = match.field === undefined || match.field === props.name;
  const matched = appliesHere && value.length === 9 && !props.disabled ? match.tinMatched : undefined;

  return (
    <>
      <BoxesField
        widget={props}
        formatText={t(`widgets.tin.format.${format}`)}
        describedBy={[props.describedBy, matched != null ? matchId : undefined].filter(Boolean).join(' ') || undefined}
        invalid={props.invalid || matched === false}
        value={value}
        groups={groupsOf(format)}
        separator="–"
        accept={digit}
        boxLabel={(n, total) => t('widgets.tin.digit', { n, total })}
        inputMode="numeric"
      />
      <p
        id={matchId}
        role="status"
        className={`${widgetStyles.widgetMessage} ${matched ? widgetStyles.widgetMessageSuccess : widgetStyles.widgetMessageError}`}
        data-tone={matched ? 'success' : 'error'}
      >
        {matched === true
          ? t('widgets.tin.matched')
          : matched === false
            ? t('questionnaire.usTin.tin.failedMatchErrorMessage')
            : null}
      </p>
    </>
  );
}
