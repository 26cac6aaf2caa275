import { readFileSync } from 'node:fs';
import {
  defaultAnswers,
  evaluateForm,
  mergeAnswers,
  settleChange,
  type Answers,
  type BlockAnswers,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { carryAnswers } from '../src/prequal';
import { defaultW8imyCombinations } from '../src/w8imy/combinations';
import {
  W8IMY_CH3_PARTS,
  W8IMY_CH3_STATUSES,
  W8IMY_CH4_PARTS,
  W8IMY_CH4_STATUSES,
  w8imy_2017,
  w8imy_2021,
} from '../src/w8imy';
import { today } from './support';

/** Form W-8IMY (Rev. October 2021): each status opens exactly its Part and asks exactly its certifications and statement. */

const reference = { validCh3Ch4Combinations: defaultW8imyCombinations() };
const opts = { today, reference };
const SIGNED = { capacityToSign: true, name: 'Erika Mustermann', date: '06-15-2024' };
const base = (overrides: Answers): Answers =>
  mergeAnswers(defaultAnswers(w8imy_2021), {
    name: { name: 'Beispiel Custody AG', country: 'DE' },
    address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
    part29: SIGNED,
    ...overrides,
  });
const entity = (ch3Status: string, ch4Status = 'ParticipatingFfi'): BlockAnswers => ({ ch3Status, ch4Status });
const evaluate = (answers: Answers) => evaluateForm(w8imy_2021, answers, opts);
const failures = (answers: Answers) =>
  evaluate(answers).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
const statusParts = (answers: Answers) => {
  const evaluation = evaluate(answers);
  return w8imy_2021.blocks
    .filter((b) => /^part(?!29)/.test(b.id) && evaluation.blocks[b.id]?.visible)
    .map((b) => b.part);
};
const visibleQuestions = (answers: Answers, block: string) =>
  Object.entries(evaluate(answers).blocks[block]?.questions ?? {})
    .filter(([, q]) => q.visible)
    .map(([id]) => id);
const partFailures = (answers: Answers) =>
  failures(answers).filter((f) => /^part(?!29)/.test(f) && !f.startsWith('partII.'));
const GIIN = '98Q96B00000LE276';
const ffi = { taxIdNumbers: { giin: GIIN } };

describe('W-8IMY Rev. October 2021, Part I', () => {
  it('offers line 4’s 9 chapter 3 boxes and line 5’s 26 chapter 4 boxes in the corrected order (owner-documented FFI heads the right column)', () => {
    const entityType = w8imy_2021.blocks.find((b) => b.id === 'entityType');
    const options = (id: string) => entityType?.questions.find((q) => q.id === id)?.props?.options?.map((o) => o.value);
    expect(options('ch3Status')).toEqual([...W8IMY_CH3_STATUSES]);
    expect(options('ch4Status')).toHaveLength(26);
    expect(options('ch4Status')?.slice(10, 14)).toEqual([
      'LimitedLifeDebtInvestmentEntity',
      'InvestmentEntityWithoutFinancialAccounts',
      'OwnerDocumentedFfi',
      'RestrictedDistributor',
    ]);
    expect(entityType?.questions.map((q) => `${q.id}:${q.line}`)).toEqual(['ch3Status:4', 'ch4Status:5']);
  });

  it('refuses a chapter 4 status the W-8IMY does not have, and a territory financial institution on line 4 with another line 5 status', () => {
    expect(
      failures(
        base({
          entityType: entity('WithholdingForeignPartnership', 'InternationalOrganization'),
          partVII: { agreement: true },
        }),
      ),
    ).toContain('entityType.ch4Status:questionnaire.entityType.ch4Status.errorMessage');
    expect(failures(base({ entityType: entity('TerritoryFinancialInstitution', 'ActiveNffe') }))).toContain(
      'entityType.ch4Status:questionnaire.entityType.combination.errorMessage',
    );
  });

  it('asks lines 1–10 in the official order, the EIN with its type for a QI, WP or WT, and the GIIN by the chapter 4 status', () => {
    const lines = w8imy_2021.blocks
      .filter((b) => b.part === 'I')
      .flatMap((b) => b.questions.map((q) => q.line).filter(Boolean));
    expect([...new Set(lines)]).toEqual(['1', '2', '4', '5', '6', '7', '8', '9a', '9b', '10']);
    const wp = base({ entityType: entity('WithholdingForeignPartnership'), partVII: { agreement: true }, ...ffi });
    expect(failures(wp)).toEqual([
      'taxIdNumbers.usTin:questionnaire.usTin.tin.requiredErrorMessage',
      'taxIdNumbers.usTinType:questionnaire.w8imy.usTinType.errorMessage',
    ]);
    expect(failures(mergeAnswers(wp, { taxIdNumbers: { usTin: '981234567', usTinType: 'WpEin' } }))).toEqual([]);
    expect(
      failures(
        base({
          entityType: entity('WithholdingForeignPartnership'),
          partVII: { agreement: true },
          taxIdNumbers: { usTin: '981234567', usTinType: 'WpEin' },
        }),
      ),
    ).toEqual(['taxIdNumbers.giin:questionnaire.giin.errorMessage']);
  });
});

describe('the pre-qualifying questionnaire’s intermediary outcome', () => {
  it('opens the W-8IMY with the entity’s name, country of incorporation and residence carried into Part I', () => {
    const prequal: Answers = {
      holder: { accountHolderType: 'Entity' },
      soleOwner: { isDbaOrDre: 'No' },
      residency: { isNonUsResident: 'Yes', residenceCountry: 'DE', incorporationCountry: 'DE' },
      holderName: { entityName: 'Beispiel Custody AG' },
      entityKind: { exemptStatus: 'InternationalOrganization' },
    };
    // The W-8IMY offers no exempt organisation's status on line 4: that answer is not carried.
    expect(carryAnswers(prequal, w8imy_2021)).toEqual({
      name: { name: 'Beispiel Custody AG', country: 'DE' },
      address: { country: 'DE' },
    });
  });
});

describe('each chapter 3 status opens exactly its Part (III–VIII)', () => {
  it.each(W8IMY_CH3_STATUSES.map((s) => [s, W8IMY_CH3_PARTS[s]]))('%s opens Part %s', (status, part) => {
    expect(
      statusParts(
        base({ entityType: entity(status, status === 'TerritoryFinancialInstitution' ? status : 'ParticipatingFfi') }),
      ),
    ).toEqual([part]);
  });

  it('Part V opens on a chapter 4 territory financial institution too', () => {
    expect(
      statusParts(base({ entityType: entity('NonQualifiedIntermediary', 'TerritoryFinancialInstitution') })),
    ).toEqual(['IV', 'V']);
  });

  it('Part III (QI): the QI box, acting as QI or QDD (then its classification), the responsibility, and the statement of the responsibility chosen', () => {
    const qi = (partIII: BlockAnswers) =>
      base({
        entityType: entity('QualifiedIntermediary'),
        ...ffi,
        taxIdNumbers: { giin: GIIN, usTin: '981234567', usTinType: 'QiEin' },
        partIII,
      });
    expect(partFailures(qi({}))).toEqual([
      'partIII.qiCertification:questionnaire.w8imy.box.errorMessage',
      'partIII.entity:questionnaire.ch4Part.choice.errorMessage',
      'partIII.responsibility:questionnaire.ch4Part.choice.errorMessage',
    ]);
    expect(partFailures(qi({ qiCertification: true, entity: 'Qdd', responsibility: '1' }))).toEqual([
      'partIII.qddType:questionnaire.ch4Part.choice.errorMessage',
      'partIII.simpleWhdStatement:questionnaire.w8imy.statement.errorMessage',
      'partIII.qddDocumentation:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(visibleQuestions(qi({ entity: 'Qi', responsibility: '2' }), 'partIII')).toContain('pooledWhdStatement');
    expect(visibleQuestions(qi({ entity: 'Qi', responsibility: '2' }), 'partIII')).not.toContain('simpleWhdStatement');
    expect(
      partFailures(
        qi({
          qiCertification: true,
          entity: 'Qi',
          responsibility: '2',
          pooledWhdStatement: '17',
          additionalResponsibility3: true,
        }),
      ),
    ).toEqual(['partIII.qslStatement:questionnaire.w8imy.statement.errorMessage']);
    expect(
      failures(qi({ qiCertification: true, entity: 'Qi', responsibility: '1', simpleWhdStatement: '17' })),
    ).toEqual([]);
  });

  it('Part IV (NQI): the detailed statement for certification 1, the pooled one for 2, the alternative one (with its verification) instead when chosen', () => {
    const nqi = (partIV: BlockAnswers) =>
      base({ entityType: entity('NonQualifiedIntermediary', 'NonParticipatingFfi'), partIV });
    expect(partFailures(nqi({ nqiCertification: true, certification: '1', isAltStatement: 'No' }))).toEqual([
      'partIV.detailedWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(partFailures(nqi({ nqiCertification: true, certification: '2', isAltStatement: 'No' }))).toEqual([
      'partIV.pooledWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(partFailures(nqi({ nqiCertification: true, certification: '1', isAltStatement: 'Yes' }))).toEqual([
      'partIV.altStatementVerified:questionnaire.w8imy.box.errorMessage',
      'partIV.altWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
    expect(
      failures(
        nqi({
          nqiCertification: true,
          certification: '1',
          isAltStatement: 'Yes',
          altStatementVerified: true,
          altWhdStatement: '5',
        }),
      ),
    ).toEqual([]);
  });

  it('Parts V and VI: treated as a U.S. person (no statement) or an intermediary (the detailed statement)', () => {
    const branch = (partVI: BlockAnswers) => base({ entityType: entity('UsBranch'), ...ffi, partVI });
    expect(failures(branch({ notEci: true, entity: 'UsPerson', usPersonCertification: true }))).toEqual([]);
    expect(partFailures(branch({ notEci: true, entity: 'Intermediary' }))).toEqual([
      'partVI.intermediaryCertification:questionnaire.w8imy.box.errorMessage',
      'partVI.detailedWhdStatement:questionnaire.w8imy.statement.errorMessage',
    ]);
  });

  it('Part VII (WP/WT) asks no statement; Part VIII asks the partnership, grantor and 1446(f) questions of its status', () => {
    expect(visibleQuestions(base({ entityType: entity('WithholdingForeignTrust') }), 'partVII')).toEqual(['agreement']);
    const flowThrough = (status: string, partVIII: BlockAnswers = {}) =>
      visibleQuestions(base({ entityType: entity(status, 'PassiveNffe'), partVIII }), 'partVIII');
    expect(flowThrough('NonwithholdingForeignPartnership')).toEqual([
      'notOwnAccount',
      'isLowerTierPartnership',
      'isSection1446f',
      'isAltStatement',
      'detailedWhdStatement',
    ]);
    expect(flowThrough('NonwithholdingForeignGrantorTrust', { isSection1446f: true, isAltStatement: 'Yes' })).toEqual([
      'notOwnAccount',
      'isProvidingEachGrantor',
      'isSection1446f',
      'isModifiedAmount',
      'isAltStatement',
      'altWhdStatement',
    ]);
  });

  it('a status changed away clears the Part and its statement', () => {
    const qi = base({
      entityType: entity('QualifiedIntermediary'),
      partIII: { qiCertification: true, entity: 'Qi', responsibility: '1', simpleWhdStatement: '17' },
    });
    const changed = settleChange(w8imy_2021, qi, 'entityType', entity('WithholdingForeignPartnership'), opts).answers;
    expect(changed.partIII?.simpleWhdStatement ?? '').toBe('');
  });
});

describe('each chapter 4 status opens exactly its Part (IX–XXVIII)', () => {
  const ch3 = 'NonwithholdingForeignPartnership';
  it.each(W8IMY_CH4_STATUSES.filter((s) => s !== 'TerritoryFinancialInstitution'))('%s', (status) => {
    const spec = W8IMY_CH4_PARTS.find((p) => p.status === status);
    expect(statusParts(base({ entityType: entity(ch3, status) }))).toEqual(['VIII', ...(spec ? [spec.part] : [])]);
  });

  it('asks each Part’s box, and Part IX only if it applies', () => {
    const open = (status: string, part: string) =>
      partFailures(
        base({
          entityType: entity(ch3, status),
          partVIII: { notOwnAccount: true, isAltStatement: 'No', detailedWhdStatement: '3' },
        }),
      ).filter((f) => f.startsWith(`part${part}.`));
    expect(open('ActiveNffe', 'XXVI')).toEqual(['partXXVI.box1:questionnaire.ch4Part.box.errorMessage']);
    expect(open('SponsoredFfi', 'X')).toEqual([
      'partX.sponsorName:questionnaire.ch4Part.name.errorMessage',
      'partX.box1:questionnaire.ch4Part.box.errorMessage',
    ]);
    expect(open('NonParticipatingFfi', 'IX')).toEqual([]);
  });

  it('prints no line number for the boxes of the status Parts (the reference gives none)', () => {
    const lined = w8imy_2021.blocks
      .filter((b) => /^part(I{1,3}V?|V|VI{0,3}|I?X.*)$/.test(b.id) && b.id !== 'partII')
      .flatMap((b) => b.questions.filter((q) => q.line !== undefined).map((q) => `${b.id}.${q.id}`));
    expect(lined).toEqual([]);
  });
});

describe('the configuration fixture', () => {
  it('ships the W-8IMY’s default combinations for w8imy_2021 and w8imy_2017', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../../fixtures/config/online-config.json', import.meta.url), 'utf8'),
    ) as { validCh3Ch4Combinations: Record<string, unknown> };
    expect(config.validCh3Ch4Combinations.w8imy_2021).toEqual(defaultW8imyCombinations());
    expect(config.validCh3Ch4Combinations.w8imy_2017).toEqual(defaultW8imyCombinations());
  });
});

describe('W-8IMY Rev. June 2017: the 2021 form without what October 2021 added (ADR 020)', () => {
  const questionsOf = (def: typeof w8imy_2021) => def.blocks.flatMap((b) => b.questions.map((q) => `${b.id}.${q.id}`));
  it('lacks line 9b, the section 1446(f), QSL and alternative-statement verification questions, and the capacity-to-sign box', () => {
    const only2021 = questionsOf(w8imy_2021).filter((q) => !questionsOf(w8imy_2017).includes(q));
    expect(only2021).toEqual([
      'taxIdNumbers.ftin',
      'partIII.additionalResponsibility2',
      'partIII.additionalResponsibility3',
      'partIII.qslStatement',
      'partIV.altStatementVerified',
      'partIV.isQsl',
      'partIV.qslStatement',
      'partVIII.isSection1446f',
      'partVIII.isModifiedAmount',
      'part29.capacityToSign',
    ]);
    expect(questionsOf(w8imy_2017).filter((q) => !questionsOf(w8imy_2021).includes(q))).toEqual([
      'part29.capacity',
      'part29.otherCapacity',
    ]);
    expect(w8imy_2017.blocks.find((b) => b.id === 'taxIdNumbers')?.questions.find((q) => q.id === 'giin')?.line).toBe(
      '9',
    );
    expect(w8imy_2017.revision).toBe('Rev. June 2017');
  });

  it('asks the same Parts and statements: an NQI’s alternative statement without the verification box', () => {
    const answers = mergeAnswers(defaultAnswers(w8imy_2017), {
      name: { name: 'Beispiel Custody AG', country: 'DE' },
      address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
      entityType: entity('NonQualifiedIntermediary', 'NonParticipatingFfi'),
      partIV: { nqiCertification: true, certification: '1', isAltStatement: 'Yes' },
      part29: { name: 'Erika Mustermann', capacity: 'Director', date: '06-15-2024' },
    });
    expect(evaluateForm(w8imy_2017, answers, opts).failures.map((f) => `${f.blockId}.${f.questionId}`)).toEqual([
      'partIV.altWhdStatement',
    ]);
  });
});
