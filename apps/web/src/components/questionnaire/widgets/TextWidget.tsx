import { FieldLabel } from './FieldLabel';
import { controlProps, type WidgetProps } from './types';

export function TextWidget(props: WidgetProps) {
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <input {...controlProps(props)} type="text" autoComplete="off" />
    </>
  );
}
