import { useDisplayMode, type DisplayMode } from './display-mode';
import { IrsRenderer } from './IrsRenderer';
import { StackedRenderer } from './StackedRenderer';
import type { RendererProps } from './types';

function RendererFor({ mode, ...props }: RendererProps & { mode: DisplayMode }) {
  return mode === 'Irs' ? <IrsRenderer {...props} /> : <StackedRenderer {...props} />;
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
