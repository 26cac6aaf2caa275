import { FieldLabel } from './FieldLabel';
import { controlProps, type WidgetProps } from './types';

export function TextareaWidget(props: WidgetProps) {
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <textarea {...controlProps(props)} rows={3} />
    </>
  );
}
