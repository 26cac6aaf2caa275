import type { GiinLayout } from '@taxcert/engine';
import { useTranslation } from 'react-i18next';
import { BoxesField } from './BoxesField';
import { textOf, type WidgetProps } from './types';

/** Box groups of each layout (spec §5): the 16-box GIIN is shown as XXXXXX.XXXXX.XX.XXX. */
const layouts: Readonly<
  Record<GiinLayout, { groups: readonly number[]; separator: string; prefix?: string; digitsOnly: boolean }>
> = {
  giin16: { groups: [6, 5, 2, 3], separator: '.', digitsOnly: false },
  giin15: { groups: [9, 2, 4], separator: '.', digitsOnly: false },
  t8: { groups: [8], separator: '', prefix: 'T-', digitsOnly: true },
};

/** The layout of the question: `props.giinLayout`, else the 15-box variant when `props.length` is 15. */
export function giinLayoutOf(question: WidgetProps['question']): GiinLayout {
  const { giinLayout, length } = question.props ?? {};
  if (giinLayout) return giinLayout;
  if (length === 15) return 'giin15';
  if (length === 8) return 't8';
  return 'giin16';
}

const alphanumeric = (char: string): string | null => (/^[a-z0-9]$/i.test(char) ? char.toUpperCase() : null);
const digit = (char: string): string | null => (/^\d$/.test(char) ? char : null);

/**
 * GIIN boxes, one character each, upper-cased; paste fills every box (dots, dashes and spaces are
 * dropped). The answer is the characters without separators (the T- field: the 8 digits without
 * 'T-'). Which box takes letters or digits is the engine's `giin` rule, so a wrong character is
 * reported rather than silently refused.
 */
export function GiinWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const layoutName = giinLayoutOf(props.question);
  const layout = layouts[layoutName];
  const accept = layout.digitsOnly ? digit : alphanumeric;
  const value = [...textOf(props.value)].map(accept).filter(Boolean).join('');
  const label = layout.digitsOnly ? 'widgets.tin.digit' : 'widgets.boxes.character';
  return (
    <BoxesField
      widget={props}
      formatText={t(`widgets.giin.format.${layoutName}`)}
      value={value}
      groups={layout.groups}
      separator={layout.separator}
      prefix={layout.prefix}
      accept={accept}
      boxLabel={(n, total) => t(label, { n, total })}
      inputMode={layout.digitsOnly ? 'numeric' : 'text'}
    />
  );
}
