import { isTicked, type BlockDef } from '@taxcert/engine';
import { box, choice, is, optionalBox, part, partKey, statementUpload, tickedBox, type Visible } from './boxes';

/** QI responsibility (questionnaire-and-forms.md §5): "1" assumes primary withholding responsibility (simple statement), "2" does not (pooled). */
export const QI_RESPONSIBILITIES = ['1', '2'] as const;
/** Line 16b, entity classification of the QDD (w8imy-lines.md Part III). */
export const QDD_TYPES = ['Corporation', 'Partnership', 'DisregardedEntity'] as const;
/**
 * Ours (questionnaire-and-forms.md §3 "entity"): in which capacity the QI gives the form — as a QI not acting as a QDD (line 15), as a QDD
 * (line 16), or both for different accounts (lines 15 and 16; the form heads line 15 "QIs when not acting as QDDs").
 */
export const QI_CAPACITIES = ['Qi', 'Qdd', 'QiAndQdd'] as const;

const asQi: Visible = is('entity', 'Qi', 'QiAndQdd');
const asQdd: Visible = is('entity', 'Qdd', 'QiAndQdd');
/** Lines 15h and 15i: "complete only to the extent" 15g applies. */
const without1099: Visible = (ctx) => asQi(ctx) && isTicked(ctx.block.noForm1099);

/**
 * 15f and 15g contradict each other unless the withholding statement assigns different accounts to each
 * (w8imy-lines.md): ticking both asks our confirmation that it does.
 */
const both1099: Visible = (ctx) =>
  asQi(ctx) && isTicked(ctx.block.additionalResponsibility1) && isTicked(ctx.block.noForm1099);

/**
 * Part III, qualified intermediary (w8imy-lines.md Part III, ADR 054), in the form's order:
 * - line 14 (every QI): the QI statement — QI for the accounts on line 10 or the withholding statement that are not
 *   held for its own account, held as a QDD, or for which it assumes primary withholding on substitute interest; its
 *   withholding statement for chapters 3 and 4 and section 1446(a) or (f); as a disclosing QI, its payees' documentation;
 * - `entity` (ours, questionnaire-and-forms.md §3): acting as a QI, as a QDD, or both;
 * - line 15, "QIs when not acting as QDDs (check all that apply)": 15a is the spec's `responsibility` ("1" assumes
 *   primary chapters 3 and 4 withholding — box 15a ticked — with the simple statement; "2" does not, with the pooled
 *   one), 15b–15g boxes, 15h and 15i only when 15g is ticked; the spec's additional responsibilities are 15f ("1",
 *   Form 1099), 15b ("2", section 1446(f)) and 15d ("3", QSL, with its QSL statement); `chapter4RatePool` and
 *   `intermediaryRatePool` are 15h and 15i;
 * - line 16, QDDs: 16a (primary withholding and reporting for potential section 871(m) transactions), 16b its
 *   classification, and its QDD documentation.
 */
export const partIII: BlockDef = part('III', [
  box('III', 'qiCertification', '14'),
  choice('III', 'entity', QI_CAPACITIES),
  choice('III', 'responsibility', QI_RESPONSIBILITIES, asQi, '15a'),
  optionalBox('III', 'additionalResponsibility2', '15b', asQi),
  optionalBox('III', 'ptpNominee', '15c', asQi),
  optionalBox('III', 'additionalResponsibility3', '15d', asQi),
  optionalBox('III', 'substituteInterest', '15e', asQi),
  optionalBox('III', 'additionalResponsibility1', '15f', asQi),
  optionalBox('III', 'noForm1099', '15g', asQi),
  {
    ...box('III', 'form1099SplitAccounts', undefined, both1099),
    rules: [{ kind: 'custom', test: isTicked, message: partKey('III', 'form1099SplitAccounts', 'errorMessage') }],
  },
  optionalBox('III', 'chapter4RatePool', '15h', without1099),
  optionalBox('III', 'intermediaryRatePool', '15i', without1099),
  box('III', 'qddCertification', '16a', asQdd),
  choice('III', 'qddType', QDD_TYPES, asQdd, '16b'),
  statementUpload('III', 'simpleWhdStatement', (ctx) => asQi(ctx) && is('responsibility', '1')(ctx)),
  statementUpload('III', 'pooledWhdStatement', (ctx) => asQi(ctx) && is('responsibility', '2')(ctx)),
  statementUpload('III', 'qslStatement', (ctx) => asQi(ctx) && tickedBox('additionalResponsibility3')(ctx)),
  // The QDD's withholding statement designating the accounts for which it acts as a QDD (w8imy.md "QDD withholding
  // statement"; questionnaire-and-forms.md §3 "statement and documentation uploads"; the configuration's `qdddocumentation`).
  statementUpload('III', 'qddDocumentation', asQdd),
]);
