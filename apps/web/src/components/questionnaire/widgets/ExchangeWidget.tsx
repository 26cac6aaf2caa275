import { Combobox, ComboboxItem, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useContext, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceDataContext, type StockMarket } from './contexts';
import { FieldLabel } from './FieldLabel';
import { searchable } from './search';
import { textOf, type WidgetProps } from './types';
import './widgets.css';

/** Characters typed before suggestions appear (spec §9). */
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
 * Exchange autocomplete (spec §5): suggestions from the stock markets of ReferenceDataContext once 3
 * characters are typed, matching the exchange name or its MIC. The answer is the text of the field,
 * so choosing a suggestion stores the exchange name, and nothing the customer typed is dropped.
 */
export function ExchangeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { stockMarkets = [] } = useContext(ReferenceDataContext);
  const text = textOf(props.value);
  const deferred = useDeferredValue(text);
  const matches = useMemo(() => matchExchanges(stockMarkets, deferred), [stockMarkets, deferred]);
  const hintId = `${props.id}-hint`;
  const countId = `${props.id}-count`;
  const searching = searchable(deferred).length >= EXCHANGE_MIN_CHARS;

  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <ComboboxProvider value={text} setValue={(value) => props.onChange(value)}>
        <Combobox
          id={props.id}
          name={props.name}
          ref={props.inputRef}
          className="combo__input"
          autoComplete="list"
          autoSelect={false}
          showMinLength={EXCHANGE_MIN_CHARS}
          onBlur={props.onBlur}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={[hintId, props.describedBy].filter(Boolean).join(' ')}
        />
        <ComboboxPopover className="combo__popover" gutter={4} sameWidth unmountOnHide>
          {matches.length === 0 ? (
            <div className="combo__empty">{t('widgets.exchange.noMatch', { text: deferred })}</div>
          ) : (
            matches.map((market) => (
              <ComboboxItem key={market.mic} value={market.exchangeName} className="combo__item">
                <span>{market.exchangeName}</span>
                <span className="combo__item-code">{market.mic}</span>
              </ComboboxItem>
            ))
          )}
        </ComboboxPopover>
      </ComboboxProvider>
      <p id={hintId} className="hint">
        {t('widgets.exchange.hint')}
      </p>
      <span id={countId} role="status" className="visually-hidden">
        {searching ? t('widgets.exchange.count', { count: matches.length }) : ''}
      </span>
    </>
  );
}
