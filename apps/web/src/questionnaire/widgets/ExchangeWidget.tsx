import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deferred, useDeferred } from '../../lib/api/deferred';
import type { StockMarket } from './contexts';
import { FieldLabel } from './FieldLabel';
import { searchable } from './search';
import { controlProps, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import layout from '../../components/ui/layout.module.css';

/** Characters typed before suggestions appear (questionnaire-and-forms.md §9). */
export const EXCHANGE_MIN_CHARS = 3;
/** Suggestions shown at most, so that a short search does not render the whole list. */
const MAX_SUGGESTIONS = 50;

/** Exchanges whose name, search name or MIC contains the text, ignoring case and accents. */
export function matchExchanges(markets: readonly StockMarket[], text: string): StockMarket[] {
  const needle = searchable(text);
  if (needle.length < EXCHANGE_MIN_CHARS) return [];
  return markets
    .filter((market) =>
      [market.exchangeName, market.searchName, market.mic].some((field) => searchable(field).includes(needle)),
    )
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * The suggestions (Ariakit Combobox, with floating-ui) are a chunk of their own, loaded after the form's first paint
 *, shared with the country dropdown's. Until they have arrived the question is the same text field,
 * labelled and described the same: what is typed is the answer either way.
 */
const combobox = deferred(() => import('./ExchangeCombobox').then((m) => m.ExchangeCombobox));

/** Loads the suggestions' chunk (tests render them at once). */
export const loadExchangeCombobox = combobox.load;

/**
 * Exchange autocomplete (questionnaire-and-forms.md §5): suggestions from the stock markets of ReferenceDataContext once 3
 * characters are typed, matching the exchange name or its MIC; a plain text field until they have arrived.
 */
export function ExchangeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const Combobox = useDeferred(combobox, true);
  // Not while the customer types in the field: it changes when they leave it (focus and caret stay theirs).
  const [typing, setTyping] = useState(false);
  if (Combobox && !typing) return <Combobox {...props} />;
  const hintId = `${props.id}-hint`;
  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <input
        type="text"
        className={widgetStyles.comboInput}
        autoComplete="off"
        {...controlProps(props)}
        onFocus={() => setTyping(true)}
        onBlur={() => {
          setTyping(false);
          props.onBlur();
        }}
        aria-describedby={[hintId, props.describedBy].filter(Boolean).join(' ')}
      />
      <p id={hintId} className={layout.hint}>
        {t('widgets.exchange.hint')}
      </p>
      <span id={`${props.id}-count`} role="status" className="visually-hidden" />
    </>
  );
}
