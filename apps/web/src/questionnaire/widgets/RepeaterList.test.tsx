import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RepeaterList } from './RepeaterList';
import { widgetI18n } from '../../testing/widget-test-utils';

let i18n: I18n;
beforeAll(async () => {
  i18n = await widgetI18n();
});
afterEach(cleanup);

function Host({
  initial,
  min,
  max,
  collapsible,
}: {
  initial: number;
  min: number;
  max: number;
  collapsible?: 'all' | 'beyondMin';
}) {
  const [items, setItems] = useState(() =>
    Array.from({ length: initial }, (_, i) => ({ key: `k${i}`, text: `item ${i + 1}` })),
  );
  const [next, setNext] = useState(initial);
  return (
    <RepeaterList
      id="res"
      items={items}
      getKey={(item) => item.key}
      itemTitle="Tax residence"
      min={min}
      max={max}
      collapsible={collapsible ?? 'beyondMin'}
      renderItem={(item) => <input aria-label={`Country of ${item.text}`} defaultValue={item.text} />}
      onAdd={() => {
        setItems((current) => [...current, { key: `k${next}`, text: `item ${next + 1}` }]);
        setNext(next + 1);
      }}
      onRemove={(index) => setItems((current) => current.filter((_, i) => i !== index))}
    />
  );
}

const show = (props: Parameters<typeof Host>[0]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Host {...props} />
    </I18nextProvider>,
  );
const headings = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('RepeaterList', () => {
  it('numbers each item heading; Remove only beyond the minimum', () => {
    show({ initial: 2, min: 1, max: 3 });
    expect(headings()).toEqual(['Tax residence 1', 'Tax residence 2']);
    expect(screen.queryByRole('button', { name: 'Remove Tax residence 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Tax residence 2' })).toBeTruthy();
  });

  it('adds an item, focuses its heading and announces it; Add is disabled at the maximum', () => {
    show({ initial: 2, min: 1, max: 3 });
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Tax residence' });
    act(() => {
      fireEvent.click(add);
    });
    expect(headings()).toEqual(['Tax residence 1', 'Tax residence 2', 'Tax residence 3']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tax residence 3' }));
    expect(screen.getByRole('status').textContent).toBe('Tax residence 3 added.');
    expect(add.disabled).toBe(true);
    expect(screen.getByText('You have added the most allowed (3).')).toBeTruthy();
    expect(add.getAttribute('aria-describedby')).toBe('res-max');
  });

  it('removes an item and focuses the heading that took its place, else the one before', () => {
    show({ initial: 3, min: 1, max: 3 });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Tax residence 2' }));
    });
    expect(screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['item 1', 'item 3']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tax residence 2' }));
    expect(screen.getByRole('status').textContent).toBe('Tax residence 2 removed.');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Tax residence 2' }));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tax residence 1' }));
  });

  it('with a minimum of 0, removing the last item focuses Add', () => {
    show({ initial: 1, min: 0, max: 1 });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Tax residence 1' }));
    });
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Tax residence' }));
  });

  it('collapses and expands an item beyond the minimum, keeping what was typed', () => {
    show({ initial: 2, min: 1, max: 3 });
    expect(screen.queryByRole('button', { name: 'Collapse Tax residence 1' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Collapse Tax residence 2' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByLabelText('Country of item 2'), { target: { value: 'typed' } });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Expand Tax residence 2');
    expect((document.getElementById(toggle.getAttribute('aria-controls')!) as HTMLElement).hidden).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByLabelText<HTMLInputElement>('Country of item 2').value).toBe('typed');
  });

  it("collapsible 'all' lets every item collapse", () => {
    show({ initial: 1, min: 1, max: 3, collapsible: 'all' });
    expect(screen.getByRole('button', { name: 'Collapse Tax residence 1' })).toBeTruthy();
  });
});
