import { BoxesInput, type BoxesInputProps } from './BoxesInput';
import type { WidgetProps } from './types';
import questionStyles from '../renderer/question.module.css';

type BoxesLayout = Pick<
  BoxesInputProps,
  'value' | 'groups' | 'separator' | 'prefix' | 'accept' | 'boxLabel' | 'inputMode'
>;

/**
 * A question answered in one-character boxes (TIN, GIIN): its visible label naming the group, a
 * screen-reader description of the expected format, and the boxes wired to the question's value.
 */
export function BoxesField({
  widget,
  formatText,
  describedBy,
  invalid,
  ...layout
}: BoxesLayout & {
  widget: WidgetProps;
  /** Read out with the boxes, e.g. "9 digits: 3, then 2, then 4". */
  formatText: string;
  /** Ids described beyond the format (hint, errors, match message); defaults to the question's. */
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const labelId = `${widget.id}-label`;
  const formatId = `${widget.id}-format`;
  return (
    <>
      <label id={labelId} htmlFor={widget.id} className={questionStyles.questionLabel}>
        {widget.label}
      </label>
      <span id={formatId} className="visually-hidden">
        {formatText}
      </span>
      <BoxesInput
        {...layout}
        id={widget.id}
        labelledBy={labelId}
        describedBy={[formatId, describedBy ?? widget.describedBy].filter(Boolean).join(' ')}
        onChange={widget.onChange}
        onBlur={widget.onBlur}
        inputRef={widget.inputRef}
        disabled={widget.disabled}
        required={widget.required}
        invalid={invalid ?? widget.invalid}
      />
    </>
  );
}
