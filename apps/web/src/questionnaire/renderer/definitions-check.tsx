import { defaultAnswers, type WidgetKind } from '@taxcert/engine';
import { definedFormTypes, loadDefinition } from '@taxcert/forms';
import { coveringStates, exploreDefinition, visiblePlaces } from '@taxcert/forms/testing';
import { cleanup, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TODAY as today, formI18n, referenceData as reference, renderForm } from '../../testing/render-form';

/**
 * Generated from every definition of the registry (run by `definitions-<k>.test.tsx`, each a quarter of the form
 * types, so the two test workers share the work; it was the suite's longest file, ~110 s, and ran last): each form is
 * rendered in both display modes with few reachable answer sets (`coveringStates` of `@taxcert/forms/testing`, the
 * search the engine-level tests use), and every question the engine says is visible has a control found by its role
 * and its accessible name (line number and English label); each visible block is a named card (Stacked), each part
 * has its heading (Irs). The Irs layout is rendered with answer sets that between them show every question; the
 * Stacked one with those that show every block (149 renders instead of 256 for the registry of 24): a question's row
 * is the same component in both layouts (BlockQuestions → QuestionRow), and what the layouts add — a card, a part's
 * heading — is a block's. A console error fails the test (scripts/test/fail-on-console.ts). A new definition is
 * covered with no new test code; a new widget kind needs its role below.
 */

/** The role of a widget kind's control, which the question's label names. */
const ROLE: Record<WidgetKind, string> = {
  text: 'textbox',
  textarea: 'textbox',
  number: 'textbox',
  radio: 'radiogroup',
  select: 'combobox',
  checkbox: 'checkbox',
  tin: 'group',
  giin: 'group',
  date: 'group',
  country: 'combobox',
  exchange: 'combobox',
  repeater: 'group',
  datePicker: 'textbox',
  // A file input has no ARIA role (ARIA in HTML: "no role"; browsers show it as a button): found by its label.
  upload: 'file',
};

let i18n: I18n;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
/** The accessible name of a question's control: line number, then label (a country list adds its value after). */
const nameOf = (line: string | undefined, label: string) =>
  new RegExp(`^${escape(`${line ? `${i18n.t('form.line')} ${line} ` : ''}${i18n.t(label)}`)}( |$)`);

/** The accessible names of the elements of each role, computed once per role (a query per question is slow). */
function namesByRole(roles: Iterable<string>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const role of new Set(roles)) {
    const found: string[] = [];
    screen.queryAllByRole(role, {
      name: (accessibleName) => {
        found.push(accessibleName);
        return false;
      },
    });
    names.set(role, found);
  }
  return names;
}

/** The names of the file inputs: their labels' text without what is hidden from assistive technology (the required mark). */
function fileInputNames(): string[] {
  return [...document.querySelectorAll<HTMLInputElement>('input[type=file]')].flatMap((input) =>
    [...(input.labels ?? [])].map((label) => {
      const copy = label.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** How many test files share the form types. */
export const SHARES = 4;

/** The check of every `SHARES`-th form type of the registry, starting at the `share`-th (0-based). */
export async function describeDefinitions(share: number): Promise<void> {
  beforeAll(async () => {
    i18n = await formI18n();
  });
  afterEach(cleanup);
  const forms = await Promise.all(
    definedFormTypes()
      .filter((_, index) => index % SHARES === share)
      .map(async (type) => {
        const def = await loadDefinition(type);
        if (!def) throw new Error(`No definition for ${type}`);
        const exploration = exploreDefinition(def, { seeds: [defaultAnswers(def)], reference, today });
        const options = { reference, today };
        return {
          type,
          def,
          states: {
            Irs: coveringStates(def, exploration, options),
            Stacked: coveringStates(def, exploration, options, 'block'),
          },
        };
      }),
  );

  describe.each(forms)('$type, generated from its definition', ({ def, states }) => {
    it.each(['Irs', 'Stacked'] as const)(
      '%s: every visible question has a control found by role and name; blocks and parts are named',
      (mode) => {
        const missing: string[] = [];
        let checked = 0;
        for (const answers of states[mode]) {
          const view = renderForm(i18n, def, answers, mode);
          const { places, blocks } = visiblePlaces(def, view.form().settled.get(), reference, today);
          const names = namesByRole([...places.map((place) => ROLE[place.question.widget]), 'region', 'heading']);
          const has = (role: string, name: RegExp) =>
            (role === 'file' ? fileInputNames() : (names.get(role) ?? [])).some((found) => name.test(found));
          for (const place of places) {
            const role = ROLE[place.question.widget];
            const name = nameOf(place.question.line, place.state.label ?? place.question.label);
            if (!has(role, name)) missing.push(`${place.path} (${role} ${name.source})`);
            checked += 1;
          }
          if (mode === 'Stacked') {
            for (const block of def.blocks) {
              if (blocks.includes(block.id) && !block.hideHeader && !has('region', exactly(i18n.t(block.title))))
                missing.push(`card ${block.id}`);
            }
          } else {
            for (const part of def.parts ?? []) {
              const shown = def.blocks.some((block) => block.part === part.id && blocks.includes(block.id));
              if (
                shown &&
                !has(
                  'heading',
                  exactly(`${i18n.t(def.partLabel ?? 'renderer.part', { part: part.id })} ${i18n.t(part.title)}`),
                )
              )
                missing.push(`part ${part.id}`);
            }
          }
          view.unmount();
        }
        expect(missing).toEqual([]);
        expect(checked).toBeGreaterThan(0);
      },
    );
  });
}
