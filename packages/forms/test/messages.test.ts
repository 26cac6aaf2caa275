import { readdirSync, readFileSync } from 'node:fs';
import { collectMessageKeys, giinBlock, signerBlock, type Answers, type FormDefinition } from '@taxcert/engine';
import {
  controllingPersonEntityBlock,
  controllingPersonsBlock,
  disregardedEntityBlock,
  entityTypeBlock,
  nonReportingIgaFfiBlock,
  substantialOwnersBlock,
  taxIdNumbersBlock,
  treatyClaimBlock,
  usIndiciaChecks,
} from '../src/blocks';
import { canadianTaxResidentBlock, rcUsTaxResidentBlock } from '../src/rc/taxResidents';
import { describe, expect, it } from 'vitest';
import {
  definedFormTypes,
  groupChecks,
  loadDefinition,
  loadGroupDefinition,
  prequal,
  prequalCanada,
} from '../src/index';

const catalogue = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/languages/en/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
/** The English files of the app's frame, the simulator and the PDF: their texts are checked where they are used. */
const FRAME_FILES = new Set([
  'answers',
  'app',
  'form-group',
  'pdf',
  'prequal',
  'recovery',
  'renderer',
  'signing',
  'simulator',
  'supporting-docs',
  'widgets',
]);
/** A form's header notes and "Do not use" rows (`notFor.w8ben.entity`); `notFor.heading` is the app's own frame. */
const questionnaireKeys = (texts: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(texts).filter(([key]) => /^(questionnaire|certification)\.|^(formHeader|notFor)\.[^.]+\./.test(key)),
  );
/**
 * The questionnaire's texts: questionnaire.json and identifiers.json whole, and the questionnaire and certification
 * keys of every other file that is not the frame's (frame.json's, the status finder's, a form's own file).
 */
const english = Object.assign(
  { ...catalogue('questionnaire'), ...catalogue('identifiers') },
  ...readdirSync(new URL('../../../fixtures/languages/en/', import.meta.url))
    .map((file) => file.replace(/\.json$/, ''))
    .filter((name) => !FRAME_FILES.has(name) && name !== 'questionnaire' && name !== 'identifiers')
    .sort()
    .map((name) => questionnaireKeys(catalogue(name))),
) as Record<string, unknown>;
/** The answers' own messages: the engine's and the simulator's, and a few a definition uses. */
const answers = catalogue('answers');
/** A definition's paper layout names the PDF's own labels (pdf.json) beside the questionnaire's. */
const printed = Object.fromEntries(
  readdirSync(new URL('../../../fixtures/languages/en/', import.meta.url))
    .flatMap((file) => Object.entries(catalogue(file.replace(/\.json$/, ''))))
    .filter(([key]) => key.startsWith('pdf.')),
);

/** Answers that reach every branch of the rules written as functions (e.g. TIN applied for or not, EIN). */
const samples: Answers[] = [
  { usTin: { appliedFor: 'Yes' } },
  { usTin: { appliedFor: 'No', tinType: 'Ein' } },
  { usTin: { appliedFor: 'No', tinType: 'Ssn' } },
  { disregardedEntity: { type: '2' } },
  { canadianTaxResident: { isCanadianTaxResident: 'Yes' } },
  { usTaxResident: { isUsTaxResident: 'Yes', appliedFor: 'No' } },
  ...['LegalPerson', 'Trust', 'LegalArrangement'].map((control) => ({
    controllingPersonEntity: { entityName: 'Acme', control },
  })),
  { entityType: { ch4Status: 'ParticipatingFfi' } },
];

/** Blocks (the engine's and ours) no definition uses yet, so that their texts are written and kept. */
const library: FormDefinition = {
  formType: 'library',
  family: 'W',
  title: 'questionnaire.w9.title',
  revision: '',
  signatureSection: '',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    giinBlock({ title: 'questionnaire.giin.title' }),
    treatyClaimBlock({
      title: 'questionnaire.w8ben.treatyClaim.title',
      limitationOnBenefit: true,
      usSourceDividends: true,
    }),
    signerBlock({
      id: 'signer',
      title: 'questionnaire.signer.title',
      signer: 'entityOnly',
      dateFormat: 'dd-MM-yyyy',
      generateAffidavit: true,
    }),
    controllingPersonEntityBlock({ title: 'questionnaire.controllingPersonEntity.title' }),
    controllingPersonsBlock({
      title: 'questionnaire.controllingPersons.title',
      min: 1,
      max: 3,
      dateFormat: 'dd-MM-yyyy',
    }),
    entityTypeBlock({ title: 'questionnaire.entityType.title' }),
    disregardedEntityBlock({ title: 'questionnaire.disregardedEntity.title' }),
    substantialOwnersBlock({ title: 'questionnaire.substantialOwners.title' }),
    canadianTaxResidentBlock({ title: 'questionnaire.canadianTaxResident.title' }),
    rcUsTaxResidentBlock({ title: 'questionnaire.rcUsTaxResident.title' }),
    nonReportingIgaFfiBlock({ title: 'questionnaire.nonReportingIgaFfi.title' }),
    taxIdNumbersBlock({ title: 'questionnaire.taxIdNumbers.title' }),
  ],
  // The US indicia checks the entity W-8s will name (W-8BEN names only citizenship and mailing address).
  checks: [
    ...usIndiciaChecks('entity', { incorporation: 'x.country', residence: 'x.country' }),
    ...usIndiciaChecks('individual', { residence: 'x.country' }),
  ],
};

async function usedKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  const defs: FormDefinition[] = [prequal, prequalCanada, library];
  for (const type of definedFormTypes()) {
    const def = await loadDefinition(type);
    if (def) defs.push(def);
  }
  const group = await loadGroupDefinition('crsiw8ben');
  if (group) keys.add(group.title);
  for (const check of Object.values(groupChecks).flat()) keys.add(check.message);
  for (const def of defs) for (const key of collectMessageKeys(def, samples)) keys.add(key);
  // The header notes and the "Do not use this form for" rows, rendered by the apps from the definition.
  for (const def of defs)
    for (const key of [...(def.header?.notes ?? []), ...(def.notFor ?? []).map((row) => row.text)]) keys.add(key);
  return keys;
}

describe('English questionnaire messages', () => {
  it('is a flat object of non-empty texts', () => {
    for (const [key, text] of Object.entries(english)) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('has a text for every key any definition uses', async () => {
    const missing = [...(await usedKeys())].filter(
      (key) => !(key in english) && !(key in answers) && !(key.startsWith('pdf.') && key in printed),
    );
    expect(missing).toEqual([]);
  });

  it('has no text that no definition uses', async () => {
    const used = await usedKeys();
    expect(Object.keys(english).filter((key) => !used.has(key))).toEqual([]);
  });

  it('includes the TIN rule messages', async () => {
    const used = await usedKeys();
    for (const suffix of [
      'errorMessage',
      'digitsErrorMessage',
      'lengthErrorMessage',
      'sameCharErrorMessage',
      'sequentialErrorMessage',
      'ssnErrorMessage',
      'einErrorMessage',
    ]) {
      expect(used.has(`questionnaire.usTin.tin.${suffix}`), suffix).toBe(true);
    }
    expect(english['questionnaire.usTin.tin.lengthErrorMessage']).toBe(
      'A taxpayer identification number has exactly 9 digits.',
    );
  });
});
