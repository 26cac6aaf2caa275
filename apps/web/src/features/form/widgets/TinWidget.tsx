import { FieldLabel } from './FieldLabel';
import { controlProps, type WidgetProps } from './types';

/**
 * A taxpayer identification number: one numeric input, digits only, at most `props.length` (9). The
 * one-box-per-digit input with SSN/EIN grouping is a later issue.
 */
export function TinWidget(props: WidgetProps) {
  const length = props.question.props?.length ?? 9;
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <input
        {...controlProps(props)}
        onChange={(event) => props.onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        className="input--tin"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={length}
        pattern="[0-9]*"
      />
    </>
  );
}
