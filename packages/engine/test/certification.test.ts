import { describe, expect, it } from 'vitest';
import { certificationText, GENERIC_CERTIFICATION_INTRO, type FormDefinition } from '../src/index';

const base: FormDefinition = {
  formType: 'example',
  family: 'W',
  title: 'example.title',
  revision: 'Rev. 1',
  signatureSection: 'sign',
  dateFormat: 'MM-dd-yyyy',
  blocks: [
    { id: 'sign', title: 'example.sign', questions: [{ id: 'flag', label: 'example.flag', widget: 'checkbox' }] },
  ],
};

describe('certificationText', () => {
  it('gives the generic statement when the definition declares no certification and no statement', () => {
    expect(certificationText(base, {})).toEqual({
      introKey: GENERIC_CERTIFICATION_INTRO,
      items: [],
      noteKey: null,
      consentKey: null,
      explanationKey: null,
    });
  });

  it('gives the certification statement (the text the PDF prints) when the definition declares no items', () => {
    const def = { ...base, certificationStatement: 'example.statement' };
    expect(certificationText(def, {})).toEqual({
      introKey: 'example.statement',
      items: [],
      noteKey: null,
      consentKey: null,
      explanationKey: null,
    });
  });

  it("gives the definition's intro, items and note, striking the items its rule names for the answers", () => {
    const def: FormDefinition = {
      ...base,
      certification: {
        intro: 'example.intro',
        items: ['example.item1', 'example.item2', 'example.item3'],
        note: 'example.note',
        struckItems: (answers) => (answers.sign?.flag === true ? [1, 3] : []),
      },
    };
    const plain = certificationText(def, { sign: { flag: false } });
    expect(plain).toEqual({
      introKey: 'example.intro',
      items: [
        { key: 'example.item1', marker: '1.', struck: false, subKeys: [] },
        { key: 'example.item2', marker: '2.', struck: false, subKeys: [] },
        { key: 'example.item3', marker: '3.', struck: false, subKeys: [] },
      ],
      noteKey: 'example.note',
      consentKey: null,
      explanationKey: null,
    });
    expect(
      certificationText(def, { sign: { flag: true } })
        .items.filter((i) => i.struck)
        .map((i) => i.key),
    ).toEqual(['example.item1', 'example.item3']);
  });

  it('has no note and strikes nothing when the definition declares neither', () => {
    const def: FormDefinition = { ...base, certification: { intro: 'example.intro', items: ['example.item1'] } };
    expect(certificationText(def, {})).toEqual({
      introKey: 'example.intro',
      items: [{ key: 'example.item1', marker: '1.', struck: false, subKeys: [] }],
      noteKey: null,
      consentKey: null,
      explanationKey: null,
    });
  });

  it('marks bulleted items with a bullet, keeps their sub-items in order and gives the consent statement', () => {
    const def: FormDefinition = {
      ...base,
      certification: {
        intro: 'example.intro',
        items: ['example.item1', 'example.item2'],
        marker: 'bullet',
        subItems: { 2: ['example.item2a', 'example.item2b'] },
        consent: 'example.consent',
        explanation: 'example.explanation',
      },
    };
    expect(certificationText(def, {})).toEqual({
      introKey: 'example.intro',
      items: [
        { key: 'example.item1', marker: '•', struck: false, subKeys: [] },
        { key: 'example.item2', marker: '•', struck: false, subKeys: ['example.item2a', 'example.item2b'] },
      ],
      noteKey: null,
      consentKey: 'example.consent',
      explanationKey: 'example.explanation',
    });
  });
});
