import { readFileSync } from 'node:fs';
import {
  defaultAnswers,
  evaluateForm,
  isBlank,
  mergeAnswers,
  settleChange,
  type Answers,
  type BlockAnswers,
  type FormDefinition,
} from '@taxcert/engine';
import { describe, expect, it } from 'vitest';
import { carryAnswers } from '../src/prequal';
import { defaultW8imyCombinations } from '../src/w8imy/combinations';
import {
  US_TIN_TYPE_OF_STATUS,
  W8IMY_CH3_PARTS,
  W8IMY_CH3_STATUSES,
  W8IMY_CH4_PARTS,
  W8IMY_CH4_STATUSES,
  w8imy_2017,
  w8imy_2021,
} from '../src/w8imy';
import { today } from './support';

/**
 * Form W-8IMY, both revisions (w8imy-lines.md): Part I line by line with line 8's type tied to the status, and —
 * generated from each definition — every status opens exactly its Part, whose lines are those its boxes carry, and a
 * status changed away clears the Part. The lines of Parts III–VIII one by one: w8imy.lines.test.ts.
 */

const reference = { validCh3Ch4Combinations: defaultW8imyCombinations() };
const opts = { today, reference };
const GIIN = '98Q96B00000LE276';
const revisions: [string, FormDefinition][] = [
  ['Rev. October 2021', w8imy_2021],
  ['Rev. June 2017', w8imy_2017],
];
const signer = (def: FormDefinition) =>
  def === w8imy_2021
    ? { capacityToSign: true, name: 'Erika Mustermann', date: '06-15-2024' }
    : { capacity: 'Director', name: 'Erika Mustermann', date: '06-15-2024' };
const base = (def: FormDefinition, overrides: Answers): Answers =>
  mergeAnswers(defaultAnswers(def), {
    name: { name: 'Beispiel Custody AG', country: 'DE' },
    address: { line1: 'Unter den Linden 1', line3: 'Berlin', postalCode: '10117', country: 'DE' },
    part29: signer(def),
    ...overrides,
  });
const entity = (ch3Status: string, ch4Status = 'ParticipatingFfi'): BlockAnswers => ({ ch3Status, ch4Status });
const failures = (def: FormDefinition, answers: Answers) =>
  evaluateForm(def, answers, opts).failures.map((f) => `${f.blockId}.${f.questionId}:${f.message}`);
/** The status Parts (III–XXVIII) the answers open. */
const statusBlocks = (def: FormDefinition) => def.blocks.filter((b) => /^part[IVX]+$/.test(b.id) && b.part !== 'II');
const openParts = (def: FormDefinition, answers: Answers) => {
  const evaluation = evaluateForm(def, answers, opts);
  return statusBlocks(def)
    .filter((b) => evaluation.blocks[b.id]?.visible)
    .map((b) => b.part);
};
/** Every question of the block answered (a box ticked, a choice's first option, a text), as a customer might. */
const filled = (def: FormDefinition, blockId: string): BlockAnswers =>
  Object.fromEntries(
    (def.blocks.find((b) => b.id === blockId)?.questions ?? []).map((q) => [
      q.id,
      q.widget === 'checkbox' ? true : (q.props?.options?.[0]?.value ?? '7'),
    ]),
  );

describe.each(revisions)('W-8IMY %s, Part I', (_revision, def) => {
  it('asks lines 1–10 in the official order, line 3 (the disregarded entity’s name) in Part I under lines 1 and 2', () => {
    const lines = def.blocks.filter((b) => b.part === 'I').flatMap((b) => b.questions.map((q) => q.line));
    const nine = def === w8imy_2021 ? ['9a', '9b'] : ['9'];
    expect([...new Set(lines.filter(Boolean))]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', ...nine, '10']);
    const name = def.blocks.find((b) => b.id === 'name');
    expect(name?.questions.map((q) => `${q.id}:${q.line}:${q.label}`)).toEqual([
      'name:1:questionnaire.w8imy.line1.label',
      'country:2:questionnaire.w8imy.line2.label',
      'disregardedEntity:3:questionnaire.w8imy.line3.label',
    ]);
    const partII = def.blocks.find((b) => b.part === 'II');
    expect(partII?.questions.map((q) => q.line)).toEqual(['11', '12', '13']);
  });

  it('offers line 4’s 9 chapter 3 boxes and line 5’s 26 chapter 4 boxes in the corrected order', () => {
    const entityType = def.blocks.find((b) => b.id === 'entityType');
    const options = (id: string) => entityType?.questions.find((q) => q.id === id)?.props?.options?.map((o) => o.value);
    expect(options('ch3Status')).toEqual([...W8IMY_CH3_STATUSES]);
    expect(options('ch4Status')).toEqual([...W8IMY_CH4_STATUSES]);
    expect(options('ch4Status')?.slice(10, 14)).toEqual([
      'LimitedLifeDebtInvestmentEntity',
      'InvestmentEntityWithoutFinancialAccounts',
      'OwnerDocumentedFfi',
      'RestrictedDistributor',
    ]);
  });

  // Line 8 (w8imy-lines.md "Which TIN type on line 8"): QI-EIN for a QI, WP-EIN for a WP, WT-EIN for a WT, EIN otherwise.
  const TYPES = ['QiEin', 'WpEin', 'WtEin', 'Ein'];
  const MESSAGE: Record<string, string> = {
    QiEin: 'questionnaire.w8imy.usTinType.qiEinErrorMessage',
    WpEin: 'questionnaire.w8imy.usTinType.wpEinErrorMessage',
    WtEin: 'questionnaire.w8imy.usTinType.wtEinErrorMessage',
    Ein: 'questionnaire.w8imy.usTinType.einErrorMessage',
  };
  it.each(W8IMY_CH3_STATUSES.map((status) => [status, US_TIN_TYPE_OF_STATUS[status] ?? 'Ein']))(
    'line 8 of a %s accepts only %s, and refuses each other box with the message of its own',
    (status, expected) => {
      const ch4 = status === 'TerritoryFinancialInstitution' ? status : 'ParticipatingFfi';
      for (const type of TYPES) {
        const answers = base(def, {
          entityType: entity(status, ch4),
          taxIdNumbers: { usTin: '981234567', usTinType: type, giin: GIIN },
        });
        const line8 = failures(def, answers).filter((f) => f.startsWith('taxIdNumbers.usTinType'));
        expect(line8, type).toEqual(type === expected ? [] : [`taxIdNumbers.usTinType:${MESSAGE[expected]}`]);
      }
    },
  );

  it('requires line 8 of a QI, WP and WT, and of a U.S. branch or territory FI treated as a U.S. person; optional otherwise', () => {
    const tinFailures = (answers: Answers) => failures(def, answers).filter((f) => f.startsWith('taxIdNumbers.usTin'));
    for (const status of ['QualifiedIntermediary', 'WithholdingForeignPartnership', 'WithholdingForeignTrust'])
      expect(
        tinFailures(base(def, { entityType: entity(status), ...{ taxIdNumbers: { giin: GIIN } } })),
        status,
      ).toEqual([
        'taxIdNumbers.usTin:questionnaire.usTin.tin.requiredErrorMessage',
        'taxIdNumbers.usTinType:questionnaire.w8imy.usTinType.errorMessage',
      ]);
    const branch = (how: string) =>
      base(def, { entityType: entity('UsBranch'), taxIdNumbers: { giin: GIIN }, partVI: { entity: how } });
    expect(tinFailures(branch('UsPerson'))).toHaveLength(2);
    expect(tinFailures(branch('Intermediary'))).toEqual([]);
    expect(tinFailures(base(def, { entityType: entity('NonQualifiedIntermediary') }))).toEqual([]);
  });
});

describe.each(revisions)('W-8IMY %s, generated from its definition: each status opens exactly its Part', (_r, def) => {
  const ch3Of = (ch4: string) =>
    ch4 === 'TerritoryFinancialInstitution' ? 'NonQualifiedIntermediary' : 'NonwithholdingForeignPartnership';
  it.each(W8IMY_CH3_STATUSES.map((s) => [s, W8IMY_CH3_PARTS[s]]))('line 4 %s opens Part %s alone', (status, part) => {
    const ch4 = status === 'TerritoryFinancialInstitution' ? status : 'ParticipatingFfi';
    expect(openParts(def, base(def, { entityType: entity(status, ch4) }))).toEqual([part]);
  });

  it.each(W8IMY_CH4_STATUSES.map((s) => [s, W8IMY_CH4_PARTS.find((p) => p.status === s)?.part ?? '—']))(
    'line 5 %s opens Part %s beside the chapter 3 Part',
    (status, part) => {
      const ch3 = ch3Of(status);
      const expected = [W8IMY_CH3_PARTS[ch3 as keyof typeof W8IMY_CH3_PARTS], ...(part === '—' ? [] : [part])];
      if (status === 'TerritoryFinancialInstitution') expected.push('V');
      expect(openParts(def, base(def, { entityType: entity(ch3, status) }))).toEqual(expected);
    },
  );

  it.each(statusBlocks(def).map((b) => [b.part, b.id]))(
    'Part %s: answered, then cleared when the status changes to one that does not open it',
    (part, blockId) => {
      const ch3 = Object.entries(W8IMY_CH3_PARTS).find(([, p]) => p === part)?.[0];
      const ch4 = W8IMY_CH4_PARTS.find((p) => p.part === part)?.status;
      const status = ch3
        ? entity(ch3, ch3 === 'TerritoryFinancialInstitution' ? ch3 : 'ParticipatingFfi')
        : entity(ch3Of(ch4 ?? ''), ch4);
      const answers = base(def, { entityType: status, [blockId]: filled(def, blockId) });
      expect(Object.values(answers[blockId] ?? {}).some((v) => !isBlank(v))).toBe(true);
      const other = ch3
        ? entity(part === 'VII' ? 'NonQualifiedIntermediary' : 'WithholdingForeignTrust', 'ParticipatingFfi')
        : entity(status.ch3Status as string, 'ParticipatingFfi');
      const changed = settleChange(def, answers, 'entityType', other, opts).answers;
      expect(Object.entries(changed[blockId] ?? {}).filter(([, v]) => !isBlank(v) && v !== false)).toEqual([]);
    },
  );
});

describe('Parts IX–XXVIII: lines 22–42 (w8imy-lines.md)', () => {
  const lines = (def: FormDefinition, part: string) => {
    const block = def.blocks.find((b) => b.id === `part${part}`);
    return (block?.questions ?? []).map((q) => q.line).filter((line) => line !== undefined && line !== '');
  };
  it.each(revisions)('%s numbers every line of every chapter 4 Part', (_r, def) => {
    const byPart = Object.fromEntries(W8IMY_CH4_PARTS.map((spec) => [spec.part, [...new Set(lines(def, spec.part))]]));
    expect(byPart).toEqual({
      IX: ['22'],
      X: ['23a', '23b, 23c'],
      XI: ['24a', '24b, 24c', '24d'],
      XII: ['25'],
      XIII: ['26'],
      XIV: ['27a', '27b'],
      XV: ['28'],
      XVI: ['29'],
      XVII: ['30a', '30b, 30c'],
      XVIII: ['31'],
      XIX: ['32'],
      XX: ['33a, 33b, 33c, 33d, 33e, 33f'],
      XXI: ['34'],
      XXII: ['35'],
      XXIII: ['36'],
      XXIV: ['37a, 37b', '37a', '37b'],
      XXV: ['38'],
      XXVI: ['39'],
      XXVII: ['40'],
      XXVIII: ['41', '42'],
    });
  });

  it('asks each Part’s boxes and choice, and Part IX (line 22) only if it applies', () => {
    const open = (status: string, part: string) =>
      failures(
        w8imy_2021,
        base(w8imy_2021, {
          entityType: entity('NonwithholdingForeignSimpleTrust', status),
          partVIII: { notOwnAccount: true, isAltStatement: 'No', detailedWhdStatement: '3' },
        }),
      ).filter((f) => f.startsWith(`part${part}.`));
    expect(open('PassiveNffe', 'XXVII')).toEqual(['partXXVII.box40:questionnaire.ch4Part.box.errorMessage']);
    expect(open('SponsoredFfi', 'X')).toEqual([
      'partX.sponsorName:questionnaire.ch4Part.name.errorMessage',
      'partX.choice:questionnaire.ch4Part.choice.errorMessage',
    ]);
    expect(open('OwnerDocumentedFfi', 'XI')).toEqual([
      'partXI.box24a:questionnaire.ch4Part.box.errorMessage',
      'partXI.choice:questionnaire.ch4Part.choice.errorMessage',
    ]);
    expect(open('ExemptRetirementPlans', 'XX')).toEqual(['partXX.choice:questionnaire.ch4Part.choice.errorMessage']);
    expect(open('NonParticipatingFfi', 'IX')).toEqual([]);
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

describe('the configuration fixture', () => {
  it('ships the W-8IMY’s default combinations for w8imy_2021 and w8imy_2017', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../../fixtures/config/online-config.json', import.meta.url), 'utf8'),
    ) as { validCh3Ch4Combinations: Record<string, unknown> };
    expect(config.validCh3Ch4Combinations.w8imy_2021).toEqual(defaultW8imyCombinations());
    expect(config.validCh3Ch4Combinations.w8imy_2017).toEqual(defaultW8imyCombinations());
  });

  it('refuses a chapter 4 status the W-8IMY does not have, and a territory FI on line 4 with another line 5 status', () => {
    expect(
      failures(
        w8imy_2021,
        base(w8imy_2021, { entityType: entity('WithholdingForeignPartnership', 'InternationalOrganization') }),
      ),
    ).toContain('entityType.ch4Status:questionnaire.entityType.ch4Status.errorMessage');
    expect(
      failures(w8imy_2021, base(w8imy_2021, { entityType: entity('TerritoryFinancialInstitution', 'ActiveNffe') })),
    ).toContain('entityType.ch4Status:questionnaire.entityType.combination.errorMessage');
  });
});
