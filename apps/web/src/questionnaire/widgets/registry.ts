import type { WidgetKind } from '@taxcert/engine';
import { CheckboxWidget } from './CheckboxWidget';
import { DateDropdownWidget } from './DateDropdownWidget';
import { DatePickerWidget } from './DatePickerWidget';
import { ExchangeWidget } from './ExchangeWidget';
import { GiinWidget } from './GiinWidget';
import { JurisdictionWidget } from './JurisdictionWidget';
import { NumberWidget } from './NumberWidget';
import { RadioWidget } from './RadioWidget';
import { RepeaterWidget } from './RepeaterWidget';
import { SegmentedTinWidget } from './SegmentedTinWidget';
import { SelectWidget } from './SelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import type { Widget } from './types';
import { UploadWidget } from './UploadWidget';

/** Widget kind → component (conventions.md §6): a new kind is one file plus one line here. */
export const widgetRegistry: Record<WidgetKind, Widget> = {
  text: TextWidget,
  textarea: TextareaWidget,
  radio: RadioWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  tin: SegmentedTinWidget,
  date: DateDropdownWidget,
  country: JurisdictionWidget,
  number: NumberWidget,
  giin: GiinWidget,
  repeater: RepeaterWidget,
  datePicker: DatePickerWidget,
  exchange: ExchangeWidget,
  upload: UploadWidget,
};
