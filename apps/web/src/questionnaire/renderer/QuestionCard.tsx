import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../../lib/i18n/form-language';
import { BlockQuestions } from './BlockQuestions';
import { blockStatus, type BlockStatus } from './block-status';
import { placeholderSize } from './placeholder-size';
import type { BlockProps } from './types';
import cardStyles from './question-card.module.css';

/** The card and its status badge in each state (an untouched or incomplete card keeps the plain edge). */
const card: Record<BlockStatus, string | undefined> = {
  untouched: cardStyles.qCard,
  incomplete: cardStyles.qCard,
  complete: `${cardStyles.qCard} ${cardStyles.qCardComplete}`,
  attention: `${cardStyles.qCard} ${cardStyles.qCardAttention}`,
};
const statusTone: Record<Exclude<BlockStatus, 'untouched'>, string | undefined> = {
  attention: cardStyles.qCardStatusAttention,
  incomplete: cardStyles.qCardStatusIncomplete,
  complete: cardStyles.qCardStatusComplete,
};

const statusText: Record<Exclude<BlockStatus, 'untouched'>, string> = {
  attention: 'renderer.status.attention',
  incomplete: 'renderer.status.incomplete',
  complete: 'renderer.status.complete',
};

/**
 * One block as a collapsible question card (questionnaire-and-forms.md §2): a header with the title as the expand/collapse
 * button (aria-expanded, aria-controls), the optional-block marker and the block's state; the body
 * stays in the page while collapsed (hidden), so its answers and results-panel links keep working. Memoised on
 * its props, which keep their objects while the block is unchanged (ADR 027).
 */
export const QuestionCard = memo(function QuestionCard({
  collapsed,
  onToggle,
  ...props
}: BlockProps & {
  collapsed: boolean;
  /** Opens or closes the card of this block id. */
  onToggle: (blockId: string) => void;
}) {
  const { t } = useTranslation();
  const { block, blockState } = props;
  // The card's own state ('Complete', 'Optional') is the page's, in the interface language, around a form shown
  // in another (ADR 006); the block's title is the form's.
  const page = useInterfaceLanguage();
  const say = page?.t ?? t;
  const titleId = `block-${block.id}`;
  const bodyId = `block-${block.id}-body`;
  const status = blockStatus(block, blockState, props.isEdited);
  const body = <BlockQuestions {...props} gutter={false} />;
  if (block.hideHeader) {
    return (
      <section
        className={`${cardStyles.qCard} ${cardStyles.qCardHeadless}`}
        style={placeholderSize(block, blockState)}
        aria-label={t(block.title)}
        data-block={block.id}
      >
        <div className={cardStyles.qCardBody}>{body}</div>
      </section>
    );
  }
  return (
    <section
      className={card[status]}
      style={placeholderSize(block, blockState, collapsed)}
      aria-labelledby={titleId}
      data-block={block.id}
    >
      <div className={cardStyles.qCardHeader}>
        <h2 className={cardStyles.qCardHeading}>
          <button
            type="button"
            className={cardStyles.qCardToggle}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={() => onToggle(block.id)}
          >
            <span className={cardStyles.qCardChevron} aria-hidden="true" />
            <span id={titleId} className={cardStyles.qCardTitle}>
              {t(block.title)}
            </span>
          </button>
        </h2>
        <div className={cardStyles.qCardMeta}>
          {block.optional ? (
            <span className={cardStyles.qCardOptional} lang={page?.lang}>
              {say('renderer.optional')}
            </span>
          ) : null}
          {status === 'untouched' ? null : (
            <span className={`${cardStyles.qCardStatus} ${statusTone[status]}`} data-status={status} lang={page?.lang}>
              <span className={cardStyles.qCardStatusIcon} aria-hidden="true" />
              {say(statusText[status])}
            </span>
          )}
        </div>
      </div>
      <div id={bodyId} className={cardStyles.qCardBody} hidden={collapsed}>
        {body}
      </div>
    </section>
  );
});
