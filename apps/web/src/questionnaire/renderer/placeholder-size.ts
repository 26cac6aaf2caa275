import type { BlockDef, BlockState } from '@taxcert/engine';
import type { CSSProperties } from 'react';

/**
 * How many of a block's questions show, as the CSS variable `--questions`: a block away from the screen and from
 * focus is not rendered (`content-visibility: auto`, ADR 108) and stands in at a height its sheet estimates from it
 * until it has been rendered once (then at the height it had). `collapsed`: a card showing its header only.
 */
export function placeholderSize(block: BlockDef, state: BlockState, collapsed = false): CSSProperties {
  const shown = collapsed ? 0 : block.questions.filter((question) => state.questions[question.id]?.visible).length;
  return { '--questions': shown } as CSSProperties;
}
