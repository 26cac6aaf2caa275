import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from './FieldLabel';
import { controlProps, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';

/** Keys a decimal field refuses (questionnaire-and-forms.md §5: the letter e is blocked; '+' and 'E' with it). */
const BLOCKED = /[eE+]/;

/**
 * A number field: an optionally signed decimal or empty (the engine's `decimal` rule checks it).
 * Typing e, E or + is blocked, and so is a paste containing them; the customer is told why.
 */
export function NumberWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const [blocked, setBlocked] = useState(false);
  const messageId = `${props.id}-blocked`;
  const control = controlProps(props);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length === 1 && BLOCKED.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      setBlocked(true);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (BLOCKED.test(event.clipboardData.getData('text'))) {
      event.preventDefault();
      setBlocked(true);
    }
  };

  return (
    <>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <input
        {...control}
        onChange={(event) => {
          // A character that slipped past the key handler (mobile keyboards, drag and drop) is removed.
          const typed = event.target.value;
          setBlocked(BLOCKED.test(typed));
          props.onChange(typed.replace(/[eE+]/g, ''));
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        className={widgetStyles.numberField}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={
          [control['aria-describedby'], blocked ? messageId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      <p id={messageId} role="status" className={`${widgetStyles.widgetMessage} ${widgetStyles.widgetMessageWarning}`}>
        {blocked ? t('widgets.number.blocked') : null}
      </p>
    </>
  );
}
