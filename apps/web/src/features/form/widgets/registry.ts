import type { WidgetKind } from '@taxcert/engine';
import { CheckboxWidget } from './CheckboxWidget';
import { CountryWidget } from './CountryWidget';
import { DateWidget } from './DateWidget';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import { TinWidget } from './TinWidget';
import type { Widget } from './types';

/** Widget kind → component (conventions §6): a new kind is one file plus one line here. */
export const widgetRegistry: Record<WidgetKind, Widget> = {
  text: TextWidget,
  textarea: TextareaWidget,
  radio: RadioWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  tin: TinWidget,
  date: DateWidget,
  country: CountryWidget,
};
