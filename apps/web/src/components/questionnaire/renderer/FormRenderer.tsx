import { useDisplayMode, type DisplayMode } from './display-mode';
import { IrsRenderer } from './IrsRenderer';
import { PartProgress } from './PartProgress';
import { StackedRenderer } from './StackedRenderer';
import type { RendererProps } from './types';

/** The form in its layout, under the Part in view and the progress through the Parts (PartProgress). */
function RendererFor({ mode, ...props }: RendererProps & { mode: DisplayMode }) {
  return (
    <>
      <PartProgress def={props.def} evaluation={props.evaluation} />
      {mode === 'Irs' ? <IrsRenderer {...props} /> : <StackedRenderer {...props} />}
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
 * column out for.
 */
export function FormRenderer({ mode, ...props }: RendererProps & { mode?: DisplayMode | undefined }) {
  return mode ? <RendererFor mode={mode} {...props} /> : <ConfiguredRenderer {...props} />;
}
