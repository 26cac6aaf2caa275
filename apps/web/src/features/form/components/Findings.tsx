import type { ValidationItem } from '@taxcert/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { domIdOfField } from '../../../components/questionnaire/answers';
import type { ClassifiedResult } from '../logic/results';

/** Goes to the field with this DOM id; false when it cannot (the link then follows its #anchor). */
export type GoToField = (domId: string) => boolean;

function Findings({ title, items, tone, level, onGoTo }: {
  title: string;
  items: ValidationItem[];
  tone: 'error' | 'warning' | 'info';
  level: 3 | 4;
  onGoTo: GoToField;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={`findings findings--${tone}`}>
      <Heading className="findings__title">{`${title} (${items.length})`}</Heading>
      <ul className="findings__list">
        {items.map((item, index) => {
          const text = `${item.code} - ${item.codeDescription}`;
          const domId = item.field ? domIdOfField(item.field) : null;
          const go = (event: MouseEvent<HTMLAnchorElement>) => {
            if (domId && onGoTo(domId)) event.preventDefault();
          };
          return (
            <li key={`${item.code}-${index}`}>
              {domId ? (
                <a href={`#${domId}`} onClick={go} title={t('results.goToField')}>
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A result's rejections, warnings (WRN…) and recommendations (REC…), each as "code - description"; a
 * finding about one field links to it. Used by the form's and the group's results panels.
 */
export function ResultFindings({ result, level, onGoTo }: { result: ClassifiedResult; level: 3 | 4; onGoTo: GoToField }) {
  const { t } = useTranslation();
  return (
    <>
      <Findings title={t('results.rejections')} items={result.rejections} tone="error" level={level} onGoTo={onGoTo} />
      <Findings title={t('results.warnings')} items={result.warnings} tone="warning" level={level} onGoTo={onGoTo} />
      <Findings title={t('results.recommendations')} items={result.recommendations} tone="info" level={level} onGoTo={onGoTo} />
    </>
  );
}
