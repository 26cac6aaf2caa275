import { mergeAnswers, type Answers } from '@taxcert/engine';
import { loadDefinition } from '@taxcert/forms';
import { describe, expect, it } from 'vitest';
import { formJourney } from './form-journey';
import { expectContract, signedInApp } from './helper';

/**
 * A chapter 3 / chapter 4 pair the online configuration refuses (`validCh3Ch4Combinations`, the simulator's
 * default from the instructions) is a rejection on line 5 that names both statuses — by their short names, in the
 * language of the call, the way the browser's field error names them.
 */
type Item = { code: string; codeDescription: string; field?: string };

describe('validate names both statuses of a refused combination', () => {
  const session = signedInApp({ scenario: 'all-forms' });

  async function refused(formType: string, entityType: Answers[string], locale: string): Promise<Item[]> {
    const { id, data } = await formJourney(session.app, session.auth, formType).create();
    const answers = mergeAnswers((await loadDefinition(formType))!.sampleAnswers!(data, 'Jane Doe'), { entityType });
    const res = await session.app.inject({
      method: 'POST',
      url: `/api/forms/${formType}/${id}/validate`,
      headers: { ...session.auth, 'accept-language': locale },
      payload: answers,
    });
    expectContract('forms.validate', res);
    return res.json<{ rejections: Item[] }>().rejections.filter((r) => r.field === 'entityType.ch4Status');
  }

  it('W-8BEN-E: a foreign government’s integral part cannot be a passive NFFE — in English and in German', async () => {
    const pair = { ch3Status: 'ForeignGovernmentIntegralPart', ch4Status: 'PassiveNffe' };
    expect(await refused('w8bene_2021', pair, 'en')).toEqual([
      {
        code: 'E-ENTITYTYPE-CH4STATUS-CUSTOM',
        field: 'entityType.ch4Status',
        codeDescription:
          'Chapter 4 status “Passive NFFE” cannot be combined with chapter 3 status “Foreign Government – Integral Part”. Choose one of the chapter 4 statuses offered for “Foreign Government – Integral Part”, or change the chapter 3 status.',
      },
    ]);
    const [german] = await refused('w8bene_2021', pair, 'de');
    expect(german?.codeDescription).toBe(
      'Der Status nach Kapitel 4 „Passiver NFFE“ kann nicht mit dem Status nach Kapitel 3 „Ausländische Regierung – integraler Bestandteil“ kombiniert werden. Wählen Sie einen der für „Ausländische Regierung – integraler Bestandteil“ angebotenen Status nach Kapitel 4 oder ändern Sie den Status nach Kapitel 3.',
    );
  });

  it('W-8IMY: a territory financial institution takes only that chapter 4 status — in French', async () => {
    const [french] = await refused(
      'w8imy_2021',
      { ch3Status: 'TerritoryFinancialInstitution', ch4Status: 'ActiveNffe' },
      'fr',
    );
    // The W-8IMY's boxes exist in English only (ADR 006): the sentence is French, the statuses as the form names them.
    expect(french?.codeDescription).toMatch(
      /^Le statut au titre du chapitre 4 « Active NFFE » ne peut pas être combiné avec le statut au titre du chapitre 3 « Territory financial institution »\./,
    );
  });
});
