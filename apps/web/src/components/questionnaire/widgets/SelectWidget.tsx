import { useTranslation } from 'react-i18next';
import { FieldLabel } from './FieldLabel';
import { controlProps, type WidgetProps } from './types';

export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <select {...controlProps(props)}>
        <option value="">{t('form.selectPlaceholder')}</option>
        {(props.question.props?.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </>
  );
}
