import { FieldLabel } from './FieldLabel';
import { controlProps, type WidgetProps } from './types';

/** A date shown as text, read-only for now (the date pickers are a later issue). */
export function DateWidget(props: WidgetProps) {
  const { onChange: _onChange, disabled: _disabled, ...rest } = controlProps(props);
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <input {...rest} type="text" readOnly />
    </>
  );
}
