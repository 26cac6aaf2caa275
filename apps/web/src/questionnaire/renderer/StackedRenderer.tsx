import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { blockStatus } from './block-status';
import { firstBlocks } from './progressive';
import { QuestionCard } from './QuestionCard';
import { blockProps, type RendererProps } from './types';
import cardStyles from './question-card.module.css';

/**
 * The guided questionnaire: each visible block a collapsible question card, one under another. A card
 * opens by itself when its answers need attention (e.g. after a Check), and before a link to one of its
 * fields (the results panel's) is followed.
 */
export function StackedRenderer(props: RendererProps) {
  const { def, evaluation, isEdited } = props;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(
    () => new Set(def.blocks.filter((b) => b.collapsed).map((b) => b.id)),
  );
  const root = useRef<HTMLDivElement>(null);

  const attention = def.blocks
    .filter((block) => {
      const state = evaluation.blocks[block.id];
      return state?.visible && blockStatus(block, state, isEdited) === 'attention';
    })
    .map((block) => block.id)
    .join(' ');
  useEffect(() => {
    if (attention === '') return;
    const open = attention.split(' ');
    setCollapsed((previous) =>
      open.some((id) => previous.has(id)) ? new Set([...previous].filter((id) => !open.includes(id))) : previous,
    );
  }, [attention]);

  // Links to a field (href="#q-…") open the card holding it first, so that the field can take focus.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const id = link?.getAttribute('href')?.slice(1);
      const card = id ? document.getElementById(id)?.closest<HTMLElement>('[data-block]') : null;
      const blockId = card && root.current?.contains(card) ? card.dataset.block : undefined;
      if (blockId === undefined) return;
      flushSync(() =>
        setCollapsed((previous) =>
          previous.has(blockId) ? new Set([...previous].filter((b) => b !== blockId)) : previous,
        ),
      );
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // The form's first render shows the cards in view, the next all of them (progressive.ts).
  const first = props.partial ? firstBlocks(def.blocks, evaluation) : null;

  const toggle = useCallback(
    (id: string) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  return (
    <div className={cardStyles.formBlocksStacked} data-layout="stacked" ref={root}>
      {def.blocks.map((block) => {
        const blockState = evaluation.blocks[block.id];
        if (!blockState?.visible || (first && !first.has(block.id))) return null;
        return (
          <QuestionCard
            key={block.id}
            {...blockProps(props, block, blockState)}
            collapsed={collapsed.has(block.id)}
            onToggle={toggle}
          />
        );
      })}
    </div>
  );
}
