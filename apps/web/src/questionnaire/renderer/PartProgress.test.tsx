import { cleanup, render, screen } from '@testing-library/react';
import { evaluateForm, type FormDefinition } from '@taxcert/engine';
import { w9_2024 } from '@taxcert/forms/w9';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../testing/catalogues';
import { PartProgress } from './PartProgress';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function show(def: FormDefinition, tops: Record<string, number>) {
  // Where each block stands in the window (jsdom lays nothing out).
  for (const block of def.blocks) {
    const element = document.createElement('div');
    element.dataset.block = block.id;
    element.getBoundingClientRect = () => ({ top: tops[block.id] ?? 5000 }) as DOMRect;
    document.body.append(element);
  }
  render(
    <I18nextProvider i18n={i18n}>
      <PartProgress def={def} evaluation={evaluateForm(def, {})} />
    </I18nextProvider>,
  );
}

describe('PartProgress', () => {
  afterEach(() => document.querySelectorAll('[data-block]').forEach((element) => element.remove()));

  it('names the Part in view and the progress through the Parts', () => {
    show(
      w9_2024,
      Object.fromEntries(
        w9_2024.blocks.map((block) => [block.id, block.part === 'I' || block.part === undefined ? -100 : 5000]),
      ),
    );
    expect(screen.getByText('Part I — Taxpayer Identification Number (TIN)')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress through the parts of the form' });
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 2');
  });

  it('names the Part by the form\'s own word for its divisions (the CRA\'s "Section", partLabel)', () => {
    const def: FormDefinition = { ...w9_2024, partLabel: 'questionnaire.rc.section' };
    show(
      def,
      Object.fromEntries(
        def.blocks.map((block) => [block.id, block.part === 'I' || block.part === undefined ? -100 : 5000]),
      ),
    );
    expect(screen.getByText('Section I — Taxpayer Identification Number (TIN)')).toBeTruthy();
  });

  it('says "Before Part I" above the first Part (W-9 lines 1–7)', () => {
    show(w9_2024, {});
    expect(screen.getByText('Before Part I')).toBeTruthy();
    // No "0 of 2": it read like a count of Parts completed.
    expect(screen.queryByText('0 of 2')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Before Part I');
  });

  it('is not shown for a form of one Part', () => {
    show({ ...w9_2024, blocks: w9_2024.blocks.filter((block) => block.part !== 'II') }, {});
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
