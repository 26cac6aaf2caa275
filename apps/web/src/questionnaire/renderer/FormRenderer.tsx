import { memo } from 'react';
import { SettledAnswersContext, type SettledAnswers } from '../settled-answers';
import { useDisplayMode, type DisplayMode } from './display-mode';
import { IrsRenderer } from './IrsRenderer';
import { PartProgress } from './PartProgress';
import { useAllBlocks } from './progressive';
import { StackedRenderer } from './StackedRenderer';
import type { RendererProps } from './types';

/** The form in its layout, under the Part in view and the progress through the Parts (PartProgress). */
function RendererFor({ mode, ...props }: RendererProps & { mode: DisplayMode }) {
  // Here, not in each layout: a change of layout (a phone turned, a window narrowed) shows every block at once,
  // as the widgets that move from one layout to the other expect (an upload keeps its document only if the
  // other layout's widget mounts within a tick).
  const partial = !useAllBlocks();
  return (
    <>
      <PartProgress def={props.def} evaluation={props.evaluation} />
      {mode === 'Irs' ? <IrsRenderer {...props} partial={partial} /> : <StackedRenderer {...props} partial={partial} />}
    </>
  );
}

function ConfiguredRenderer(props: RendererProps) {
  return <RendererFor mode={useDisplayMode()} {...props} />;
}

/**
 * A form's questions in the display mode of the online configuration (`formDisplayMode`): Irs, the
 * paper form's parts and line numbers, or Stacked, collapsible question cards; Stacked at phone width
 * (see `useDisplayMode`). `mode` fixes the choice: the form screen passes the mode it lays its results
 * column out for. Memoised: a keystroke that leaves the evaluation as it was renders no renderer, only the block
 * whose answers changed (its questions subscribe to them, ADR 113).
 */
export const FormRenderer = memo(function FormRenderer({
  mode,
  answers,
  ...props
}: RendererProps & { answers: SettledAnswers; mode?: DisplayMode | undefined }) {
  return (
    <SettledAnswersContext.Provider value={answers}>
      {mode ? <RendererFor mode={mode} {...props} /> : <ConfiguredRenderer {...props} />}
    </SettledAnswersContext.Provider>
  );
});
