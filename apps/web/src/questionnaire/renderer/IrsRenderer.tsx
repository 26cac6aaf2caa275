import type { FormPart } from '@taxcert/engine';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockQuestions } from './BlockQuestions';
import { irsSections, showsBlockTitle } from './layout';
import { placeholderSize } from './placeholder-size';
import { firstBlocks } from './progressive';
import { blockProps, type BlockProps, type RendererProps } from './types';
import irsStyles from './irs.module.css';

/**
 * A part's heading: the form's own word for its divisions where it has one ("Section 2", `partLabel`), else "Part 2".
 * Memoised: translated again only when the language or the part changes, not on a keystroke (ADR 027).
 */
const PartHeading = memo(function PartHeading({
  part,
  label,
  id,
}: {
  part: FormPart;
  label: string | undefined;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <h2 id={id} className={irsStyles.irsPartBar}>
      <span className={irsStyles.irsPartLabel}>{t(label ?? 'renderer.part', { part: part.id })}</span>{' '}
      <span className={irsStyles.irsPartTitle}>{t(part.title)}</span>
    </h2>
  );
});

/** One block of a Part; memoised on its props, which keep their objects while the block is unchanged (ADR 027). */
const IrsBlock = memo(function IrsBlock({
  partShown,
  gutter,
  ...props
}: BlockProps & { partShown: boolean; gutter: boolean }) {
  const { t } = useTranslation();
  const { block, blockState } = props;
  const titled = showsBlockTitle(block, partShown);
  const titleId = `block-${block.id}`;
  // A titled block whose first question starts a numbered line shows the number at the title, as the
  // paper form prints "3 Permanent residence address" above the address's boxes.
  const first = block.questions.find((question) => blockState.questions[question.id]?.visible);
  const numbered = titled && gutter ? (first?.line ?? null) : null;
  // Under a Part's heading (h2) a block's title is h3; before the first Part (W-9 lines 1–7) it stands beside
  // the Parts, so h2: the page never jumps from h1 to h3 (axe heading-order).
  const Title = partShown ? 'h3' : 'h2';
  return (
    <div
      className={irsStyles.irsBlock}
      style={placeholderSize(block, blockState)}
      data-block={block.id}
      {...(titled ? { role: 'group', 'aria-labelledby': titleId } : {})}
    >
      {titled ? (
        <Title
          id={titleId}
          className={gutter ? `${irsStyles.irsBlockTitle} ${irsStyles.irsBlockTitleGutter}` : irsStyles.irsBlockTitle}
        >
          {gutter ? (
            <span className={irsStyles.irsRowLine} data-line-number="" aria-hidden="true">
              {numbered}
            </span>
          ) : null}
          <span>
            {t(block.title)}
            {block.optional ? (
              <>
                {' '}
                <span className={irsStyles.irsBlockOptional}>{t('renderer.optional')}</span>
              </>
            ) : null}
          </span>
        </Title>
      ) : null}
      <BlockQuestions {...props} gutter={gutter} numbered={numbered} />
    </div>
  );
});

/**
 * The official form laid out like the paper one: its parts under dark heading bars ("Part I
 * Identification of Beneficial Owner"), each question a line with its number in a left gutter, typed
 * into in place. Blocks before the first part (W-9 lines 1–7) sit in a box without a heading.
 */
export function IrsRenderer(props: RendererProps) {
  const sections = irsSections(props.def, props.evaluation);
  // A form with numbered lines keeps the gutter on every block, so that all answers line up.
  const gutter = props.def.blocks.some((block) => block.questions.some((question) => question.line));
  // The form's first render shows the Parts in view, the next all of them (progressive.ts).
  const shown = props.partial ? firstBlocks(props.def.blocks, props.evaluation) : null;
  return (
    <div className={irsStyles.irsForm} data-layout="irs">
      {sections.map((section) => {
        const first = section.blocks[0]?.id ?? 'none';
        if (shown && !shown.has(first)) return null;
        const blocks = section.blocks.map((block) => {
          const blockState = props.evaluation.blocks[block.id];
          if (shown && !shown.has(block.id)) return null;
          return blockState ? (
            <IrsBlock
              key={block.id}
              {...blockProps(props, block, blockState)}
              partShown={section.part !== null}
              gutter={gutter}
            />
          ) : null;
        });
        if (!section.part) {
          return (
            <div key={`lead-${first}`} className={irsStyles.irsPart} data-part="">
              {blocks}
            </div>
          );
        }
        const headingId = `part-${section.part.id}-${first}`;
        return (
          <section
            key={headingId}
            className={irsStyles.irsPart}
            data-part={section.part.id}
            aria-labelledby={headingId}
          >
            <PartHeading part={section.part} label={props.def.partLabel} id={headingId} />
            {blocks}
          </section>
        );
      })}
    </div>
  );
}
