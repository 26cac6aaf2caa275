import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { evaluateForm, type FormDefinition } from '@taxcert/engine';
import { createInstance } from 'i18next';
import { useLayoutEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFormAnswers } from '../use-form-answers';
import type { DisplayMode } from './display-mode';
import { FormRenderer } from './FormRenderer';
import { FIRST_QUESTIONS, firstBlocks } from './progressive';
import { renderForm } from '../../testing/render-form';

const i18n = createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: {} } }, keySeparator: false, nsSeparator: false });
});
afterEach(cleanup);

/** A long form: 30 blocks of two text questions, in three Parts; block 1 is hidden unless block 0 says so. */
const def: FormDefinition = {
  formType: 'w9_2024',
  family: 'W',
  title: 't',
  revision: 'r',
  signatureSection: 'b29',
  dateFormat: 'MM-dd-yyyy',
  parts: [
    { id: 'I', title: 'Part one' },
    { id: 'II', title: 'Part two' },
    { id: 'III', title: 'Part three' },
  ],
  blocks: Array.from({ length: 30 }, (_, i) => ({
    id: `b${i}`,
    title: `Block ${i}`,
    part: i < 10 ? 'I' : i < 20 ? 'II' : 'III',
    questions: [
      { id: 'a', widget: 'text' as const, label: `Question ${i}a` },
      { id: 'b', widget: 'text' as const, label: `Question ${i}b` },
    ],
    ...(i === 1
      ? {
          visible: (ctx: { answers: Record<string, Record<string, unknown> | undefined> }) =>
            ctx.answers.b0?.a === 'show',
        }
      : {}),
  })),
};

describe('firstBlocks', () => {
  it('takes the visible blocks in order until their visible questions reach the budget', () => {
    const evaluation = evaluateForm(def, {});
    const first = [...firstBlocks(def.blocks, evaluation)];
    // b1 is hidden: it neither shows nor counts.
    expect(first).toEqual(['b0', ...Array.from({ length: FIRST_QUESTIONS / 2 - 1 }, (_, i) => `b${i + 2}`)]);
    expect(firstBlocks(def.blocks, evaluation, 5)).toEqual(new Set(['b0', 'b2', 'b3']));
    expect(firstBlocks(def.blocks, evaluateForm(def, { b0: { a: 'show' } }), 4)).toEqual(new Set(['b0', 'b1']));
  });

  it('takes every block of a form shorter than the budget', () => {
    expect(firstBlocks(def.blocks, evaluateForm(def, {}), 1000).size).toBe(29);
  });
});

describe('the first render of a long form', () => {
  /** The blocks in the page after each commit (before the browser paints it). */
  function Harness({ mode, commits }: { mode: DisplayMode; commits: number[] }) {
    const answers = useFormAnswers(def, {});
    useLayoutEffect(() => {
      commits.push(document.querySelectorAll('[data-block]').length);
    });
    return (
      <FormRenderer
        mode={mode}
        def={def}
        evaluation={answers.evaluation}
        answers={answers.settled}
        control={answers.control}
        isEdited={answers.isEdited}
      />
    );
  }

  it.each<DisplayMode>(['Stacked', 'Irs'])(
    '%s: shows the blocks in view first, then every block, in order and once',
    async (mode) => {
      const commits: number[] = [];
      render(
        <I18nextProvider i18n={i18n}>
          <Harness mode={mode} commits={commits} />
        </I18nextProvider>,
      );
      expect(commits[0]).toBe(FIRST_QUESTIONS / 2);
      const blocks = [...document.querySelectorAll<HTMLElement>('[data-block]')].map(
        (element) => element.dataset.block,
      );
      expect(blocks).toEqual(def.blocks.map((block) => block.id).filter((id) => id !== 'b1'));
      expect(await screen.findByText('Question 29b')).toBeTruthy();
    },
  );

  it("shows every block at once when the layout changes (a phone turned): only the form's first render is partial", async () => {
    const commits: number[] = [];
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Harness mode="Irs" commits={commits} />
      </I18nextProvider>,
    );
    await screen.findByText('Question 29b');
    commits.length = 0;
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Harness mode="Stacked" commits={commits} />
      </I18nextProvider>,
    );
    expect(document.querySelector('[data-layout="stacked"]')).not.toBeNull();
    expect(commits[0]).toBe(29);
  });
});

describe('the height a block stands in at away from the screen (content-visibility, ADR 108)', () => {
  const standIns = () =>
    [...document.querySelectorAll<HTMLElement>('[data-block]')].map((element) => [
      element.dataset.block,
      element.style.getPropertyValue('--questions'),
      element.querySelector('[id$="-body"]')?.hasAttribute('hidden') ?? false,
    ]);

  it('Irs: each block carries its shown questions', async () => {
    renderForm(i18n, def, { b0: { a: 'show' } }, 'Irs');
    await screen.findByText('Question 29b');
    expect(standIns()).toEqual(def.blocks.map((block) => [block.id, '2', false]));
  });

  it('Stacked: an open card carries its shown questions, a closed one none (its header only)', async () => {
    renderForm(i18n, def, { b0: { a: 'show' } }, 'Stacked');
    await screen.findByText('Question 29b');
    const toggle = screen.getByRole('button', { name: 'Block 0' });
    if (toggle.getAttribute('aria-expanded') === 'false') fireEvent.click(toggle);
    expect(standIns()[0]).toEqual(['b0', '2', false]);
    fireEvent.click(toggle);
    expect(standIns()[0]).toEqual(['b0', '0', true]);
    const cards = standIns();
    expect(cards).toHaveLength(30);
    for (const [, questions, closed] of cards) expect(questions).toBe(closed ? '0' : '2');
  });
});
