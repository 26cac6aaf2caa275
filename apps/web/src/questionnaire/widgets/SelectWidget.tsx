import type { Option } from '@taxcert/engine';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from './FieldLabel';
import { OptionHelp } from './OptionHelp';
import { controlProps, textOf, type WidgetProps } from './types';

/**
 * The choices of a select: the definition's options (labels are message keys), narrowed to those the engine
 * offers for these answers (`state.options`, e.g. the LOB provisions of the treaty country); a question with
 * no options of its own offers the engine's values as they are (reference data: line 10's income types,
 * articles — "10(2)(b)" — and the other-articles list).
 */
export function selectChoices(
  props: Pick<WidgetProps, 'question' | 'state'>,
): { option: Option; translate: boolean }[] {
  const declared = props.question.props?.options;
  const available = props.state?.options;
  if (declared)
    return declared
      .filter((o) => !available || available.includes(o.value))
      .map((option) => ({ option, translate: true }));
  return (available ?? []).map((value) => ({ option: { value, label: value }, translate: false }));
}

export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const choices = selectChoices(props);
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <select {...controlProps(props)}>
        <option value="">{t('form.selectPlaceholder')}</option>
        {choices.map(({ option, translate }) => (
          <option key={option.value} value={option.value}>
            {translate ? t(option.label) : option.label}
          </option>
        ))}
      </select>
      <OptionHelp
        id={props.id}
        options={choices.filter((choice) => choice.translate).map((choice) => choice.option)}
        value={textOf(props.value)}
        finder={props.question.props?.finder}
        disabled={props.disabled}
        onChoose={props.onChange}
      />
    </>
  );
}
