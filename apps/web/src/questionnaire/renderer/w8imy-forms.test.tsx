import type { SupportingDoc } from '@taxcert/contracts';
import { defaultAnswers, type Answers, type FormDefinition } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formI18n, renderForm } from '../../testing/render-form';
import type { QuestionnaireUploader } from '../widgets/contexts';

/**
 * The typical W-8IMY customer completed in the rendered form (English: an IRS form, ADR 006): a qualified
 * intermediary that does not assume primary withholding responsibility, so Part III asks its pooled withholding
 * statement, uploaded with the questionnaire's upload widget as the question's document type. The form says next to
 * the upload that it cannot be signed without the statement; once uploaded, the answer is the document's id and the
 * form has nothing left to complete. Only Part III of the status Parts is shown.
 */

afterEach(cleanup);

let i18n: I18n;
let def: FormDefinition;
let t: I18n['t'];
beforeAll(async () => {
  i18n = await formI18n('en');
  t = i18n.t.bind(i18n);
  def = (await loadDefinition('w8imy_2021'))!;
});

const named = (key: string) => new RegExp(t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const choose = (group: string, option: string) =>
  fireEvent.click(
    within(screen.getByRole('radiogroup', { name: named(group) })).getByRole('radio', { name: t(option) }),
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: named(label) }), { target: { value } });
const select = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: named(label) }), { target: { value } });
const tick = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: named(label) }));
const paste = (group: string, value: string) => {
  const [first] = within(screen.getByRole('group', { name: named(group) })).getAllByRole('textbox');
  fireEvent.paste(first!, { clipboardData: { getData: () => value } });
};
const partHeading = (part: string) =>
  screen.queryByRole('heading', {
    name: new RegExp(`${t(`questionnaire.w8imy.parts.${part}`).replace(/[()]/g, '\\$&')}$`),
  });
const failures = (view: ReturnType<typeof renderForm>) =>
  view.form().evaluation.failures.map((f) => [f.blockId, ...f.path].join('.'));

/** The questionnaire uploader of the form screen, in memory: what was uploaded, as which type, and its list. */
function memoryUploader() {
  const uploads: { name: string; docType: string }[] = [];
  const discarded: number[] = [];
  let docs: SupportingDoc[] = [];
  const uploader: QuestionnaireUploader = {
    maxSizeMb: 5,
    get docs() {
      return docs;
    },
    upload: async (file, docType) => {
      uploads.push({ name: file.name, docType });
      const doc: SupportingDoc = {
        id: 300000 + uploads.length,
        type: docType,
        typeDescription: docType,
        localeDescription: docType,
        originalFileName: file.name,
        fileName: `${uploads.length}.pdf`,
        isNoFormDoc: false,
      };
      docs = [...docs, doc];
      return doc;
    },
    discard: async (id) => {
      discarded.push(id);
      docs = docs.filter((doc) => doc.id !== id);
    },
    justSubmitted: () => false,
    docTypeFor: (questionId) => questionId.toLowerCase(),
  };
  return { uploader, uploads, discarded };
}

/** The intermediary as pre-filled from the customer record: name, country, registered address. */
const prefilled = (): Answers => ({
  ...defaultAnswers(def),
  name: { name: 'Beispiel Custody AG', country: 'DE' },
  address: { line1: 'Neue Mainzer Straße 1', line3: 'Frankfurt am Main', postalCode: '60311', country: 'DE' },
});

describe('W-8IMY Rev. October 2021 completed in the rendered form', () => {
  it('a qualified intermediary uploads its pooled withholding statement in Part III; without it the form says it cannot be signed', async () => {
    const { uploader, uploads, discarded } = memoryUploader();
    const view = renderForm(i18n, def, prefilled(), 'Irs', { uploader });
    expect(partHeading('III')).toBeNull();
    select('questionnaire.entityType.ch3Status.label', 'QualifiedIntermediary');
    select('questionnaire.entityType.ch4Status.label', 'ParticipatingFfi');
    expect(partHeading('III')).not.toBeNull();
    for (const part of ['IV', 'V', 'VI', 'VII', 'VIII']) expect(partHeading(part), part).toBeNull();
    paste('questionnaire.taxIdNumbers.usTin.label', '981234567');
    choose('questionnaire.w8imy.usTinType.label', 'questionnaire.w8imy.usTinType.option.QiEin');
    paste('questionnaire.giin.value.label', '98Q96B00000LE276');
    tick('questionnaire.w8imy.partIII.qiCertification.label');
    choose('questionnaire.w8imy.partIII.entity.label', 'questionnaire.w8imy.partIII.entity.option.Qi');
    choose('questionnaire.w8imy.partIII.responsibility.label', 'questionnaire.w8imy.partIII.responsibility.option.2');
    expect(
      screen.queryByRole('checkbox', { name: named('questionnaire.w8imy.partIII.chapter4RatePool.label') }),
    ).toBeNull();
    tick('questionnaire.w8imy.partIII.noForm1099.label');
    tick('questionnaire.w8imy.partIII.chapter4RatePool.label');
    tick('questionnaire.signer.capacityToSign.label');
    type('questionnaire.signer.name.label', 'Erika Mustermann');

    // The statement is all that is left, and the Check says so next to the upload.
    expect(failures(view)).toEqual(['partIII.pooledWhdStatement']);
    act(() => view.form().forceEdit());
    const input = screen.getByLabelText(named('questionnaire.w8imy.partIII.pooledWhdStatement.label'));
    const field = input.closest('[data-question]') ?? input.parentElement!;
    expect(within(field as HTMLElement).getAllByText(t('questionnaire.w8imy.statement.errorMessage'))).toHaveLength(1);
    expect(field.textContent).not.toContain(t('questionnaire.supportingDocUpload.errorMessage'));
    expect(screen.queryByLabelText(named('questionnaire.w8imy.partIII.simpleWhdStatement.label'))).toBeNull();

    await act(async () => {
      fireEvent.change(input, {
        target: { files: [new File(['%PDF-1.7'], 'pools-2026.pdf', { type: 'application/pdf' })] },
      });
    });
    expect(uploads).toEqual([{ name: 'pools-2026.pdf', docType: 'pooledwhdstatement' }]);
    expect(view.form().settled.get().partIII?.pooledWhdStatement).toBe('300001');
    expect(screen.getByText(t('widgets.upload.chosen', { name: 'pools-2026.pdf' }))).toBeTruthy();
    expect(failures(view)).toEqual([]);
    expect(field.textContent).not.toContain(t('questionnaire.w8imy.statement.errorMessage'));

    // A phone's question cards replace the paper layout (a resize): the statement stays uploaded and answered.
    view.setMode('Stacked');
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(discarded).toEqual([]);
    expect(view.form().settled.get().partIII?.pooledWhdStatement).toBe('300001');
    expect(screen.getByText(t('widgets.upload.chosen', { name: 'pools-2026.pdf' }))).toBeTruthy();
  });
});
