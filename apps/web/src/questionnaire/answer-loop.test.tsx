import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FieldAnswers, FormDefinition } from '@taxcert/engine';
import { createInstance } from 'i18next';
import { Profiler } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormRenderer } from './renderer/FormRenderer';
import { useFormAnswers, type LockedAnswers } from './use-form-answers';

/**
 * The invariants of the answer loop while editing (docs/architecture.md "The answer loop", ADR 027): react-hook-form
 * holds what the fields show, the engine settles each change once, and useFormAnswers writes the settled answers back.
 * One test per invariant; each fails when its invariant is broken (ADR 080 says how each was checked).
 */
const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          'a.title': 'Holder',
          'c.title': 'Place',
          'q.name': 'Name',
          'q.kind': 'Kind',
          'q.x': 'Ex',
          'q.y': 'Why',
          'q.note': 'Note',
          'q.probe': 'Probe',
          'q.city': 'City',
          'q.code': 'Code',
          'q.region': 'Region',
          'e.code': 'Two capital letters.',
        },
      },
    },
  });
});
afterEach(cleanup);

/** How often the form was evaluated: the engine asks the probe question's visibility once per evaluation. */
let evaluations = 0;
const def: FormDefinition = {
  formType: 'loop',
  family: 'W',
  title: 't',
  revision: 'r',
  signatureSection: 'c',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    {
      id: 'a',
      title: 'a.title',
      questions: [
        { id: 'name', label: 'q.name', widget: 'text' },
        {
          id: 'kind',
          label: 'q.kind',
          widget: 'select',
          props: {
            options: [
              { value: 'x', label: 'q.x' },
              { value: 'y', label: 'q.y' },
            ],
          },
          clearsOnChange: ['note'],
        },
        { id: 'note', label: 'q.note', widget: 'text' },
        {
          id: 'probe',
          label: 'q.probe',
          widget: 'text',
          visible: () => {
            evaluations += 1;
            return true;
          },
        },
      ],
    },
    {
      id: 'c',
      title: 'c.title',
      questions: [
        { id: 'city', label: 'q.city', widget: 'text' },
        // Hidden by an answer of the other block: settling a change of block a clears an answer of block c.
        { id: 'region', label: 'q.region', widget: 'text', visible: (ctx) => ctx.answers.a?.kind !== 'y' },
        {
          id: 'code',
          label: 'q.code',
          widget: 'text',
          rules: [{ kind: 'pattern', pattern: /^[A-Z]{2}$/, message: 'e.code' }],
        },
      ],
    },
  ],
};

let latest: ReturnType<typeof useFormAnswers> | null = null;
/** Commits of the rendered form (React's Profiler: one call per commit that rendered anything inside it). */
let commits = 0;
const NO_LOCKS: LockedAnswers = {};
const NOTHING_FOLLOWED: FieldAnswers = {};

function Harness({
  locked = NO_LOCKS,
  followed = NOTHING_FOLLOWED,
}: {
  locked?: LockedAnswers;
  followed?: FieldAnswers;
}) {
  const answers = useFormAnswers(def, { a: {}, c: {} }, undefined, locked, followed);
  latest = answers;
  return (
    <Profiler id="form" onRender={() => (commits += 1)}>
      <FormRenderer
        mode="Stacked"
        def={def}
        evaluation={answers.evaluation}
        answers={answers.settled}
        control={answers.control}
        isEdited={answers.isEdited}
      />
    </Profiler>
  );
}

const wrap = (locked?: LockedAnswers, followed?: FieldAnswers) => (
  <I18nextProvider i18n={i18n}>
    <Harness locked={locked} followed={followed} />
  </I18nextProvider>
);
const form = () => latest!;
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
/** Lets the microtasks a change queued run (the loop's re-send of a settled value). */
const microtasks = () => act(async () => {});

describe('the answer loop while editing', () => {
  it("the hook's own writes are not changes: a change whose settling writes another field is settled once", () => {
    render(wrap());
    fireEvent.change(textbox('Note'), { target: { value: 'typed' } });
    const before = evaluations;
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'x' } });
    // Settling cleared the note (clearsOnChange) and wrote it back to react-hook-form: that write is not settled again.
    expect(evaluations - before).toBe(1);
    expect(form().settled.get().a).toEqual({ kind: 'x' });
  });

  it('react-hook-form holds what the engine settled: the field shows it and the answers read for a Check are it', () => {
    render(wrap());
    fireEvent.change(textbox('Note'), { target: { value: 'typed' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'y' } });
    expect(textbox('Note').value).toBe('');
    expect(form().readData()).toEqual(form().settledData());
    expect(form().readData().a).toEqual({ kind: 'y' });
  });

  it('react-hook-form holds what the engine settled in another block too: a field another block hides comes back empty', () => {
    render(wrap());
    fireEvent.change(textbox('Region'), { target: { value: 'North' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'y' } });
    expect(screen.queryByRole('textbox', { name: 'Region' })).toBeNull();
    expect(form().settled.get().c).toEqual({});
    expect(form().readData()).toEqual(form().settledData());
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'x' } });
    expect(textbox('Region').value).toBe('');
  });

  it('a keystroke that settles as typed commits the form once, also after its microtasks', async () => {
    render(wrap());
    fireEvent.change(textbox('Note'), { target: { value: 'typed' } });
    await microtasks();
    for (const value of ['t', 'ty', 'typ']) {
      const before = commits;
      fireEvent.change(textbox('Name'), { target: { value } });
      await microtasks();
      expect(commits - before, value).toBe(1);
    }
    // A change that settling alters (the note cleared) is sent again once it has reached every subscriber.
    const before = commits;
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'x' } });
    await microtasks();
    expect(commits - before).toBeGreaterThanOrEqual(1);
    expect(textbox('Note').value).toBe('');
  });

  it('a change keeps the objects of what it did not alter: the other block, its answers and the typed question state', () => {
    render(wrap());
    fireEvent.change(textbox('Name'), { target: { value: 'A' } });
    const { evaluation } = form();
    const answers = form().settled.get();
    fireEvent.change(textbox('Name'), { target: { value: 'Ab' } });
    expect(form().settled.get().a).toEqual({ name: 'Ab' });
    expect(form().settled.get().c).toBe(answers.c);
    expect(form().evaluation.blocks.c).toBe(evaluation.blocks.c);
    expect(form().evaluation.blocks.a?.questions.name).toBe(evaluation.blocks.a?.questions.name);
    expect(form().evaluation.blocks.a?.questions.note).toBe(evaluation.blocks.a?.questions.note);
  });

  it('each change settles on the answers last settled, even before React renders them: two locked writes in one effect', () => {
    const { rerender } = render(wrap());
    rerender(wrap({ 'a.name': 'Ann', 'c.city': 'Oslo' }));
    expect(form().settled.get().a?.name).toBe('Ann');
    expect(form().settled.get().c?.city).toBe('Oslo');
    expect(form().readData()).toEqual(form().settledData());
  });

  it("a change that is not the customer's is settled but not marked edited: its errors wait for a Check", () => {
    const { rerender } = render(wrap());
    // A followed answer (a group's following block, ADR 029) is written in as the other form's, not typed.
    rerender(wrap(undefined, { 'c.code': 'bad' }));
    expect(textbox('Code').value).toBe('bad');
    expect(form().evaluation.blocks.c?.questions.code?.errors).toEqual(['e.code']);
    expect(screen.queryByText('Two capital letters.')).toBeNull();
    fireEvent.change(textbox('City'), { target: { value: 'Oslo' } });
    expect(screen.queryByText('Two capital letters.')).toBeNull();
    act(() => form().forceEdit());
    expect(screen.getByText('Two capital letters.')).toBeTruthy();
  });
});
