import { evaluateForm } from '@taxcert/engine';
import { cleanup, screen, within } from '@testing-library/react';
import { w8ben_2021 } from '@taxcert/forms/w8ben';
import { w9_2024 } from '@taxcert/forms/w9';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { english, json, renderWithApp, stubFetch } from '../../../testing/render-app';
import { servedCatalogue } from '../../../testing/catalogues';
import { useSubjectCalls } from '../api/calls';
import CertificationDialog from './CertificationDialog';
import type { SubmissionItem } from './SubmissionDialogs';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const german = servedCatalogue('de');

/** A form alone, as the form screen shows it: the dialog in the interface language, the form's text in its own (ADR 006). */
function Harness({ item }: { item: SubmissionItem }) {
  const calls = useSubjectCalls({ kind: 'form', type: item.formType, id: 7 });
  return <CertificationDialog calls={calls} items={[item]} onCancel={() => undefined} onCertified={() => undefined} />;
}

async function open(item: SubmissionItem, locale: 'en' | 'de') {
  stubFetch(({ url }) => {
    if (url.endsWith('/api/language/en')) return json({ locale: 'en', messages: english });
    // The static start-up texts: none besides the bundled English ones.
    if (url.endsWith('locales/languages.json')) return json([]);
    return json({ code: 404, message: 'no' }, 404);
  });
  await renderWithApp(<Harness item={item} />, '/', locale);
  // The dialog (and the region's name) in the interface language; the text inside it in the form's.
  const region = await screen.findByRole('region', {
    name: (locale === 'de' ? german : english)['certification.textLabel'],
  });
  return region.querySelector<HTMLElement>('[lang]') ?? region;
}

const w8ben: SubmissionItem = {
  formType: 'w8ben_2021',
  title: 'Form W-8BEN',
  revision: w8ben_2021.revision,
  def: w8ben_2021,
  answers: {},
  evaluate: () => evaluateForm(w8ben_2021, {}),
};

describe('certification dialog', () => {
  it('shows the W-8BEN Part III as the form has it: five bullets, the (a)–(d) items under the third, then the consent statement', async () => {
    const text = await open(w8ben, 'en');
    const bullets = within(text).getAllByRole('list')[0]!;
    expect(bullets.tagName).toBe('UL');
    const items = within(bullets)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === bullets);
    expect(items).toHaveLength(5);
    expect(
      within(items[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 3)),
    ).toEqual(['(a)', '(b)', '(c)', '(d)']);
    expect(text.lastElementChild?.textContent).toBe(english['certification.w8.consent']);
    expect(within(text).queryByText(/^In plain words/)).toBeNull();
  });

  it('in a German interface: the English official text, and beside it a German explanation marked as German', async () => {
    const text = await open(w8ben, 'de');
    await within(text).findByText(english['certification.w8ben_2021.intro']!);
    const explanation = within(text).getByText(german['certification.w8ben_2021.explanation']!);
    expect(explanation.getAttribute('lang')).toBe('de');
    expect(explanation.closest('[lang="en"]')).not.toBeNull();
    expect(within(text).getByText(english['certification.w8.consent']!)).toBeTruthy();
  });

  it('numbers the W-9 items and strikes item 2 for backup withholding', async () => {
    const item: SubmissionItem = {
      formType: 'w9_2024',
      title: 'Form W-9',
      revision: w9_2024.revision,
      def: w9_2024,
      answers: { certification: { subjectToBackupWhd: 'true' } },
      evaluate: () => evaluateForm(w9_2024, {}),
    };
    const text = await open(item, 'en');
    expect(within(text).getAllByRole('list')[0]!.tagName).toBe('OL');
    expect(within(text).getByText(english['certification.w9.item2']!).tagName).toBe('S');
  });
});
