import type { ValidationItem } from '@taxcert/contracts';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { domIdOfField } from '../../../components/questionnaire/answers';
import type { ClassifiedResult } from '../logic/results';

/** Goes to the field with this DOM id; false when it cannot (the link then follows its #anchor). */
export type GoToField = (domId: string) => boolean;

/** The name of the question a finding's field is, in the customer's words (null: none). */
export type LabelOf = (field: string) => string | null;

/**
 * One finding, customer first: the sentence saying what to do, then "Fix this" (to its field, named by the
 * question for screen readers), then — secondary, for support — its code. The spec's "code - message" is the
 * code line's text and the link's description, so assistive technology and support still have it.
 */
function Finding({ item, labelOf, onGoTo }: { item: ValidationItem; labelOf: LabelOf; onGoTo: GoToField }) {
  const { t } = useTranslation();
  const codeId = useId();
  const domId = item.field ? domIdOfField(item.field) : null;
  const label = item.field ? labelOf(item.field) : null;
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (domId && onGoTo(domId)) event.preventDefault();
  };
  return (
    <li className="finding">
      <p className="finding__text">{item.codeDescription}</p>
      {domId ? (
        <a className="finding__fix" href={`#${domId}`} onClick={go} aria-describedby={codeId}>
          {t('results.fixThis')}
          {label ? <span className="visually-hidden">{`: ${label}`}</span> : null}
        </a>
      ) : null}
      <p id={codeId} className="finding__code" aria-hidden={domId ? true : undefined}>
        {item.code}
        <span className="visually-hidden">{` - ${item.codeDescription}`}</span>
      </p>
    </li>
  );
}

function Findings({ title, items, tone, level, labelOf, onGoTo }: {
  title: string;
  items: ValidationItem[];
  tone: 'error' | 'warning' | 'info';
  level: 3 | 4;
  labelOf: LabelOf;
  onGoTo: GoToField;
}) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={`findings findings--${tone}`}>
      <Heading className="findings__title">{`${title} (${items.length})`}</Heading>
      <ul className="findings__list">
        {items.map((item, index) => (
          <Finding key={`${item.code}-${index}`} item={item} labelOf={labelOf} onGoTo={onGoTo} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A result's rejections, warnings (WRN…) and recommendations (REC…), each as its sentence with "Fix this" and
 * its code; a finding about one field links to it. Used by the form's and the group's results panels.
 */
export function ResultFindings({ result, level, labelOf, onGoTo }: { result: ClassifiedResult; level: 3 | 4; labelOf: LabelOf; onGoTo: GoToField }) {
  const { t } = useTranslation();
  return (
    <>
      <Findings title={t('results.rejections')} items={result.rejections} tone="error" level={level} labelOf={labelOf} onGoTo={onGoTo} />
      <Findings title={t('results.warnings')} items={result.warnings} tone="warning" level={level} labelOf={labelOf} onGoTo={onGoTo} />
      <Findings title={t('results.recommendations')} items={result.recommendations} tone="info" level={level} labelOf={labelOf} onGoTo={onGoTo} />
    </>
  );
}
