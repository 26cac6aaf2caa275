import { Combobox, ComboboxItem, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useContext, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceDataContext } from './contexts';
import { EXCHANGE_MIN_CHARS, matchExchanges } from './ExchangeWidget';
import { FieldLabel } from './FieldLabel';
import { searchable } from './search';
import { textOf, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import layout from '../../components/ui/layout.module.css';

/**
 * Exchange autocomplete (questionnaire-and-forms.md §5, the suggestions of ExchangeWidget.tsx): suggestions from the stock markets of ReferenceDataContext once 3
 * characters are typed, matching the exchange name or its MIC. The answer is the text of the field,
 * so choosing a suggestion stores the exchange name, and nothing the customer typed is dropped.
 */
export function ExchangeCombobox(props: WidgetProps) {
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
          className={widgetStyles.comboInput}
          autoComplete="list"
          autoSelect={false}
          showMinLength={EXCHANGE_MIN_CHARS}
          onBlur={props.onBlur}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={props.invalid || undefined}
          aria-describedby={[hintId, props.describedBy].filter(Boolean).join(' ')}
        />
        <ComboboxPopover className={widgetStyles.comboPopover} gutter={4} sameWidth unmountOnHide>
          {matches.length === 0 ? (
            <div className={widgetStyles.comboEmpty}>{t('widgets.exchange.noMatch', { text: deferred })}</div>
          ) : (
            matches.map((market) => (
              <ComboboxItem key={market.mic} value={market.exchangeName} className={widgetStyles.comboItem}>
                <span>{market.exchangeName}</span>
                <span className={widgetStyles.comboItemCode}>{market.mic}</span>
              </ComboboxItem>
            ))
          )}
        </ComboboxPopover>
      </ComboboxProvider>
      <p id={hintId} className={layout.hint}>
        {t('widgets.exchange.hint')}
      </p>
      <span id={countId} role="status" className="visually-hidden">
        {searching ? t('widgets.exchange.count', { count: matches.length }) : ''}
      </span>
    </>
  );
}
