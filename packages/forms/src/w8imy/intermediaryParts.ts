import { isTicked, textOf, type AnswerValue, type BlockDef, type EvalContext, type RuleDef } from '@taxcert/engine';
import {
  box,
  ch3Is,
  ch4,
  choice,
  is,
  notWith,
  optionalBox,
  part,
  statementUpload,
  tickedBox,
  YES_NO,
  type Visible,
} from './boxes';
import { partIII } from './qiPart';

export { QI_RESPONSIBILITIES, QDD_TYPES, QI_CAPACITIES } from './qiPart';
export { UPLOAD_MESSAGE, statementUpload } from './boxes';

/** The ordinary statement stands until the alternative one is chosen. */
const notAlt: Visible = (ctx) => textOf(ctx.block.isAltStatement) !== 'Yes';
const alt: Visible = is('isAltStatement', 'Yes');

/**
 * Part IV, nonqualified intermediary (w8imy-lines.md Part IV, "check all that apply"; ADR 054): 17a every NQI (and QI
 * not acting as such); 17b (transmits its payees' documentation with a withholding statement) and 17c (its U.S. payees
 * in a withholding rate pool meet Regulations section 1.6049-4(c)(4)(iii)) are independent boxes — the spec's
 * certification "1" and "2"; 17d acting as a qualified securities lender (with its QSL statement); `isAltStatement`
 * (ours) asks, once it gives a statement (17b or 17c), whether it is the alternative one: then 17e, its representation
 * that the statements' information is verified, and the alternative statement (type 49); otherwise the pooled
 * statement (type 50) with 17c, the detailed one (type 48) with 17b alone.
 */
const givesStatement: Visible = (ctx) => isTicked(ctx.block.transmitsDocumentation) || isTicked(ctx.block.usPayeePool);
const partIV = part('IV', [
  box('IV', 'nqiCertification', '17a'),
  optionalBox('IV', 'transmitsDocumentation', '17b'),
  optionalBox('IV', 'usPayeePool', '17c'),
  optionalBox('IV', 'isQsl', '17d'),
  choice('IV', 'isAltStatement', YES_NO, givesStatement),
  box('IV', 'altStatementVerified', '17e', (ctx) => givesStatement(ctx) && alt(ctx)),
  statementUpload(
    'IV',
    'detailedWhdStatement',
    (ctx) => notAlt(ctx) && tickedBox('transmitsDocumentation')(ctx) && !tickedBox('usPayeePool')(ctx),
  ),
  statementUpload('IV', 'pooledWhdStatement', (ctx) => notAlt(ctx) && tickedBox('usPayeePool')(ctx)),
  statementUpload('IV', 'altWhdStatement', (ctx) => givesStatement(ctx) && alt(ctx)),
  statementUpload('IV', 'qslStatement', tickedBox('isQsl')),
]);

/** Whether a U.S. branch or territory financial institution is treated as a U.S. person or acts as an intermediary (questionnaire-and-forms.md §3). */
export const US_PERSON_OR_INTERMEDIARY = ['UsPerson', 'Intermediary'] as const;

/**
 * Parts V and VI (w8imy-lines.md; questionnaire-and-forms.md §3 "US person / intermediary"), lines 18a–18f and 19a–19f: the Part's own box
 * (a): then "check 18b or 18c, whichever applies" — `entity` (ours, questionnaire-and-forms.md §3) UsPerson ticks (b), the agreement to be
 * treated as a U.S. person, Intermediary ticks (c), transmitting its payees' documentation with a withholding
 * statement (the detailed statement, type 48); then "18d, and 18e or 18f, as applicable": (d) treated as a U.S. person
 * for amounts realized on PTP interests, and for PTP distributions either (e) treated as a U.S. person and a nominee or
 * (f) not a nominee and giving withholding statements for them (the detailed statement too) — never both.
 */
function usPersonOrIntermediary(id: 'V' | 'VI', own: string, n: string, alsoOpens?: Visible): BlockDef {
  const usPerson = is('entity', 'UsPerson');
  const intermediary = is('entity', 'Intermediary');
  return part(
    id,
    [
      box(id, own, `${n}a`),
      choice(id, 'entity', US_PERSON_OR_INTERMEDIARY),
      box(id, 'usPersonCertification', `${n}b`, usPerson),
      box(id, 'intermediaryCertification', `${n}c`, intermediary),
      optionalBox(id, 'ptpAmountRealized', `${n}d`),
      optionalBox(id, 'ptpNominee', `${n}e`),
      optionalBox(id, 'ptpNotNominee', `${n}f`, undefined, [
        notWith('ptpNominee', `questionnaire.w8imy.part${id}.ptpNotNominee.errorMessage`),
      ]),
      statementUpload(id, 'detailedWhdStatement', (ctx) => intermediary(ctx) || tickedBox('ptpNotNominee')(ctx)),
    ],
    alsoOpens,
  );
}

/** Part V opens on the chapter 3 territory financial institution and on the chapter 4 one (w8imy.md lines 4 and 5). */
const partV = usPersonOrIntermediary('V', 'territoryFi', '18', (ctx) => ch4(ctx) === 'TerritoryFinancialInstitution');
const partVI = usPersonOrIntermediary('VI', 'notEci', '19');

/**
 * Part VII, withholding foreign partnership or trust (line 20): it acts under its WP or WT agreement and assumes
 * primary withholding responsibility, so no withholding statement (w8imy.md "Withholding statements").
 */
const partVII = part('VII', [box('VII', 'agreement', '20')]);

const PART_VIII_BOXES = [
  'notOwnAccount',
  'isLowerTierPartnership',
  'isSection1446f',
  'isModifiedAmount',
  'isProvidingEachGrantor',
] as const;
/** "Check all that apply": a Part VIII that ticks none of 21a–21e certifies nothing. */
const oneOfPartVIII: RuleDef = {
  kind: 'custom',
  test: (_value: AnswerValue, ctx: EvalContext) => PART_VIII_BOXES.some((id) => isTicked(ctx.block[id])),
  message: 'questionnaire.w8imy.partVIII.atLeastOne.errorMessage',
};

/**
 * Part VIII, nonwithholding foreign partnership, simple or grantor trust (w8imy-lines.md, "check all that apply"):
 * 21a the flow-through's withholding statement for payments that are not effectively connected; 21b a foreign
 * partnership or foreign grantor trust that is a partner in a lower-tier partnership, for section 1446(a); 21c a
 * foreign partnership receiving an amount realized (section 1446(f)), and 21d its modified amount realized only with
 * 21c; 21e a foreign grantor trust giving the form for its grantors (section 1446(f)). At least one of them. Then
 * `isAltStatement` (ours) chooses the alternative statement (type 49, with 21f's representation) over the detailed one
 * (type 48).
 */
const partVIII = part('VIII', [
  optionalBox('VIII', 'notOwnAccount', '21a', undefined, [oneOfPartVIII]),
  optionalBox(
    'VIII',
    'isLowerTierPartnership',
    '21b',
    ch3Is('NonwithholdingForeignPartnership', 'NonwithholdingForeignGrantorTrust'),
  ),
  optionalBox('VIII', 'isSection1446f', '21c', ch3Is('NonwithholdingForeignPartnership')),
  optionalBox(
    'VIII',
    'isModifiedAmount',
    '21d',
    (ctx) => ch3Is('NonwithholdingForeignPartnership')(ctx) && isTicked(ctx.block.isSection1446f),
  ),
  optionalBox('VIII', 'isProvidingEachGrantor', '21e', ch3Is('NonwithholdingForeignGrantorTrust')),
  choice('VIII', 'isAltStatement', YES_NO),
  box('VIII', 'altStatementReliance', '21f', alt),
  statementUpload('VIII', 'detailedWhdStatement', notAlt),
  statementUpload('VIII', 'altWhdStatement', alt),
]);

/** Parts III–VIII in the form's order. */
export const intermediaryParts: readonly BlockDef[] = [partIII, partIV, partV, partVI, partVII, partVIII];

/** The withholding statement types a W-8IMY's answers require (the upload question ids), for tests and docs. */
export const WITHHOLDING_STATEMENTS = [
  'simpleWhdStatement',
  'detailedWhdStatement',
  'altWhdStatement',
  'pooledWhdStatement',
] as const;
