import { useTranslation } from 'react-i18next';
import { FieldLabel } from './FieldLabel';
import { controlProps, textOf, type WidgetProps } from './types';

/**
 * A text field. A stored value the question names in `props.valueLabels` shows as those words (e.g. the signature's
 * "NOT YET REQUESTED" in the form's language); typing replaces it as usual.
 */
export function TextWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const label = props.question.props?.valueLabels?.[textOf(props.value)];
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <input {...controlProps(props)} {...(label ? { value: t(label) } : {})} type="text" autoComplete="off" />
    </>
  );
}
