import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import widgetStyles from './widgets.module.css';
import buttons from '../../components/ui/button.module.css';
import layout from '../../components/ui/layout.module.css';

export interface RepeaterListProps<T> {
  /** DOM id prefix; item n's heading is `${id}-item-${n}`. */
  id: string;
  items: readonly T[];
  /** A key that stays with an item when others are removed. */
  getKey: (item: T, index: number) => string;
  /** Translated title of one item, e.g. "Tax residence"; headings read "Tax residence 2". */
  itemTitle: string;
  /** Fewest and most items (questionnaire-and-forms.md §9 repeat limits). */
  min: number;
  max: number;
  renderItem: (item: T, index: number) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** Which items can be collapsed: every item, or (questionnaire-and-forms.md §4) only those beyond the minimum. */
  collapsible?: 'all' | 'beyondMin';
  /** Heading level of the item titles inside the question card. */
  headingLevel?: 3 | 4 | 5;
}

type FocusTarget = { kind: 'item'; index: number } | { kind: 'add' };

/**
 * The repeater's cards (presentational; the item model is the engine's): a numbered heading per item,
 * Remove on items beyond the minimum, Collapse / Expand, and Add (disabled at the maximum). After Add
 * the new item's heading takes focus; after Remove, the heading of the item that took its place, else
 * the one before, else the Add button. Both are announced.
 */
export function RepeaterList<T>(props: RepeaterListProps<T>) {
  const { t } = useTranslation();
  const { items, min, max } = props;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<FocusTarget | null>(null);
  const headings = useRef(new Map<number, HTMLElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // h3: under a question card (h2) or a Part (h2), never a jump from h2 to h4 (axe heading-order).
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const titleOf = (index: number) => t('widgets.repeater.itemHeading', { title: props.itemTitle, n: index + 1 });

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.kind === 'item') {
      const index = Math.min(target.index, items.length - 1);
      const heading = headings.current.get(index);
      if (heading) {
        heading.focus();
        return;
      }
    }
    addButton.current?.focus();
  }, [items.length]);

  const add = () => {
    pendingFocus.current = { kind: 'item', index: items.length };
    setAnnouncement(t('widgets.repeater.added', { item: titleOf(items.length) }));
    props.onAdd();
  };
  const remove = (index: number) => {
    pendingFocus.current = items.length > 1 ? { kind: 'item', index } : { kind: 'add' };
    setAnnouncement(t('widgets.repeater.removed', { item: titleOf(index) }));
    props.onRemove(index);
  };
  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const atMax = items.length >= max;
  const maxId = `${props.id}-max`;

  return (
    <div>
      <ul className={widgetStyles.repeater}>
        {items.map((item, index) => {
          const key = props.getKey(item, index);
          const title = titleOf(index);
          const canCollapse = props.collapsible === 'all' || index >= min;
          const isCollapsed = canCollapse && collapsed.has(key);
          const bodyId = `${props.id}-item-${index + 1}-body`;
          return (
            <li
              key={key}
              className={
                isCollapsed
                  ? `${widgetStyles.repeaterItem} ${widgetStyles.repeaterItemCollapsed}`
                  : widgetStyles.repeaterItem
              }
            >
              <div className={widgetStyles.repeaterHeader}>
                <Heading
                  id={`${props.id}-item-${index + 1}`}
                  className={widgetStyles.repeaterHeading}
                  tabIndex={-1}
                  ref={(element: HTMLHeadingElement | null) => {
                    if (element) headings.current.set(index, element);
                    else headings.current.delete(index);
                  }}
                >
                  {title}
                </Heading>
                <div className={widgetStyles.repeaterActions}>
                  {canCollapse ? (
                    <button
                      type="button"
                      className={buttons.ghost}
                      aria-expanded={!isCollapsed}
                      aria-controls={bodyId}
                      onClick={() => toggle(key)}
                    >
                      {t(isCollapsed ? 'widgets.repeater.expand' : 'widgets.repeater.collapse', { item: title })}
                    </button>
                  ) : null}
                  {index >= min ? (
                    <button
                      type="button"
                      className={buttons.ghost}
                      disabled={props.disabled}
                      onClick={() => remove(index)}
                    >
                      {t('widgets.repeater.remove', { item: title })}
                    </button>
                  ) : null}
                </div>
              </div>
              <div id={bodyId} className={widgetStyles.repeaterBody} hidden={isCollapsed}>
                {props.renderItem(item, index)}
              </div>
            </li>
          );
        })}
      </ul>
      <div className={widgetStyles.repeaterFooter}>
        <button
          ref={addButton}
          type="button"
          className={buttons.secondary}
          disabled={props.disabled || atMax}
          aria-describedby={atMax ? maxId : undefined}
          onClick={add}
        >
          {t('widgets.repeater.add', { title: props.itemTitle })}
        </button>
        {atMax ? (
          <p id={maxId} className={layout.hint}>
            {t('widgets.repeater.maxReached', { max })}
          </p>
        ) : null}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
