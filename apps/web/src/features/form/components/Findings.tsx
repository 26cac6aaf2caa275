import type { ValidationItem } from '@taxcert/contracts';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { domIdOfField } from '../../../questionnaire/answers';
import type { FindingOffer as Offer } from '../logic/findings';
import type { ClassifiedResult } from '../logic/results';
import { FindingOffer } from './FindingOffer';
import formStyles from '../form.module.css';

/** Goes to the field with this DOM id; false when it cannot (the link then follows its #anchor). */
export type GoToField = (domId: string) => boolean;

/** The name of the question a finding's field is, in the customer's words (null: none). */
export type LabelOf = (field: string) => string | null;

/** The form a finding offers instead (null: none), see `findingOffer`. */
export type OfferOf = (item: ValidationItem) => Offer | null;

/**
 * One finding, customer first: the sentence saying what to do, then "Fix this" (to its field, named by the
 * question for screen readers), the form it offers instead if any (FindingOffer), then — secondary, for support — its code. The spec's "code - message" is the
 * code line's text and the link's description, so assistive technology and support still have it.
 */
function Finding({
  item,
  labelOf,
  offerOf,
  onGoTo,
}: {
  item: ValidationItem;
  labelOf: LabelOf;
  offerOf: OfferOf | undefined;
  onGoTo: GoToField;
}) {
  const { t } = useTranslation();
  const codeId = useId();
  const domId = item.field ? domIdOfField(item.field) : null;
  const label = item.field ? labelOf(item.field) : null;
  const offer = offerOf?.(item) ?? null;
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (domId && onGoTo(domId)) event.preventDefault();
  };
  return (
    <li>
      <p className={formStyles.findingText}>{item.codeDescription}</p>
      {domId ? (
        <a className={formStyles.findingFix} href={`#${domId}`} onClick={go} aria-describedby={codeId}>
          {t('results.fixThis')}
          {label ? <span className="visually-hidden">{`: ${label}`}</span> : null}
        </a>
      ) : null}
      {offer ? <FindingOffer offer={offer} /> : null}
      <p id={codeId} className={formStyles.findingCode} aria-hidden={domId ? true : undefined}>
        {item.code}
        <span className="visually-hidden">{` - ${item.codeDescription}`}</span>
      </p>
    </li>
  );
}

const toneClass = {
  error: formStyles.findingsError,
  warning: formStyles.findingsWarning,
  info: formStyles.findingsInfo,
};

function Findings({
  title,
  items,
  tone,
  note,
  level,
  labelOf,
  offerOf,
  onGoTo,
}: {
  title: string;
  /** A line under the heading saying what these findings mean for the signing. */
  note?: string;
  items: ValidationItem[];
  tone: 'error' | 'warning' | 'info';
  level: 3 | 4;
  labelOf: LabelOf;
  offerOf: OfferOf | undefined;
  onGoTo: GoToField;
}) {
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={`${formStyles.findings} ${toneClass[tone]}`}>
      <Heading className={formStyles.findingsTitle}>{`${title} (${items.length})`}</Heading>
      {note ? <p className={formStyles.findingsNote}>{note}</p> : null}
      <ul className={formStyles.findingsList}>
        {items.map((item, index) => (
          <Finding key={`${item.code}-${index}`} item={item} labelOf={labelOf} offerOf={offerOf} onGoTo={onGoTo} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A result's rejections, warnings (WRN…) and recommendations (REC…), each as its sentence with "Fix this" and
 * its code; a finding about one field links to it. Used by the form's and the group's results panels.
 */
export function ResultFindings({
  result,
  level,
  labelOf,
  offerOf,
  onGoTo,
}: {
  result: ClassifiedResult;
  level: 3 | 4;
  labelOf: LabelOf;
  offerOf?: OfferOf | undefined;
  onGoTo: GoToField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Findings
        title={t('results.rejections')}
        items={result.rejections}
        tone="error"
        level={level}
        labelOf={labelOf}
        offerOf={offerOf}
        onGoTo={onGoTo}
      />
      <Findings
        title={t('results.warnings')}
        note={t('results.warningsNote')}
        items={result.warnings}
        tone="warning"
        level={level}
        labelOf={labelOf}
        offerOf={offerOf}
        onGoTo={onGoTo}
      />
      <Findings
        title={t('results.recommendations')}
        items={result.recommendations}
        tone="info"
        level={level}
        labelOf={labelOf}
        offerOf={offerOf}
        onGoTo={onGoTo}
      />
    </>
  );
}
