import { giinLayoutKind, giinLength, identifierModules, type GiinLayout } from '@taxcert/engine';
import { useTranslation } from 'react-i18next';
import { BoxesField } from './BoxesField';
import { textOf, type WidgetProps } from './types';

/**
 * How the boxes of each layout look (questionnaire-and-forms.md §5): the separator drawn between groups, the T- field's prefix. The 15
 * boxes take a Canadian business number, written with spaces as the CRA writes a program account (`123456789 RC
 * 0001`), not a GIIN's dots.
 */
const layouts: Readonly<Record<GiinLayout, { separator: string; prefix?: string; digitsOnly: boolean }>> = {
  giin16: { separator: '.', digitsOnly: false },
  giin15: { separator: ' ', digitsOnly: false },
  t8: { separator: '', prefix: 'T-', digitsOnly: true },
};

/**
 * The box groups of a layout: the official layout of the identifier it takes (the GIIN module's 6-5-2-3, the BN's
 * program account 9-2-4), the one as long as the boxes.
 */
function groupsOf(layout: GiinLayout): readonly number[] {
  const length = giinLength[layout];
  const official = identifierModules[giinLayoutKind[layout]].layouts.find(
    (candidate) => candidate.groups.reduce((sum, n) => sum + n, 0) === length,
  );
  return official?.groups ?? [length];
}

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
      groups={groupsOf(layoutName)}
      separator={layout.separator}
      prefix={layout.prefix}
      accept={accept}
      boxLabel={(n, total) => t(label, { n, total })}
      inputMode={layout.digitsOnly ? 'numeric' : 'text'}
    />
  );
}
