import { evaluateForm, type AnswerValue, type Answers, type FormDefinition } from '@taxcert/engine';
import { isEntity, isIndividual, NOT_EXEMPT, WITHHOLDING_QUALIFIED_HOLDER } from './answers';

const text = (value: AnswerValue): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
const join = (...parts: AnswerValue[]): string | undefined => {
  const joined = parts.map(text).filter(Boolean).join(' ');
  return joined || undefined;
};

/** Sets a value only where the definition has the block and question, and, for a choice, offers that value. */
function put(def: FormDefinition, out: Answers, blockId: string, questionId: string, value: AnswerValue): void {
  if (value === undefined) return;
  const question = def.blocks.find((b) => b.id === blockId)?.questions.find((q) => q.id === questionId);
  if (!question) return;
  const options = (question.props as { options?: unknown } | undefined)?.options;
  if (Array.isArray(options) && !options.some((o) => (o as { value?: unknown } | null)?.value === value)) return;
  out[blockId] = { ...out[blockId], [questionId]: value };
}

/**
 * True when the form's list of tax residences takes this country: the RC forms ask Canada and the United
 * States on their own and list only other jurisdictions, so a Canadian residence is not carried there.
 */
function acceptsTaxResidence(def: FormDefinition, country: string): boolean {
  const answers: Answers = { taxResidences: { taxResidences: [{ country }] } };
  return !evaluateForm(def, answers).failures.some(
    (f) => f.blockId === 'taxResidences' && f.path.join('.') === 'taxResidences.0.country',
  );
}

/**
 * The pre-qualifying answers the created form also asks (questionnaire-and-forms.md §2: name, entity type, residency), as
 * answers of `def`. Only mapped values are returned: merge them over the defaults (and pre-fill) with
 * `mergeAnswers`.
 * - Name: an individual's name parts (whole on W forms, in parts on CRS forms); an entity's name; for
 *   a DBA / disregarded entity with an individual sole owner, the owner's name on line 1 and the
 *   entity's name as business name (W-9).
 * - Entity type: W-9 classification 1 (individual/sole proprietor) for individuals and DBAs owned by
 *   an individual; the W-8EXP organisation an entity named as its chapter 3 status (`entityType.ch3Status`,
 *   only where the form offers that value), a withholding qualified holder as W-8EXP Rev. 2023's line-3 box
 *   (`entityType.withholdingQualifiedHolder`, only where the form has it).
 * - Country of incorporation or organisation (`name.country` on the W-8 entity forms, `name.incorporationCountry`
 *   on the CRS entity forms, `incorporation.country` on RC519).
 * - US citizenship: an individual's answer, on the combined FATCA/CRS individual form.
 * - Residency: the non-US residence country as the first tax residence (CRS; on rc forms only a country
 *   other than Canada and the US, which they ask on their own) or the permanent address country (W-8, rc);
 *   the Canadian residency answer on rc forms.
 */
export function carryAnswers(prequalAnswers: Answers, def: FormDefinition): Answers {
  const a = prequalAnswers;
  const out: Answers = {};
  const holder = a.holderName ?? {};
  const owner = a.soleOwner ?? {};
  const dba = owner.isDbaOrDre === 'Yes';
  const ownerIsIndividual = isEntity(a) && dba && owner.ownerType === 'Individual';

  if (isIndividual(a)) {
    put(def, out, 'name', 'name', join(holder.firstName, holder.middleName, holder.lastName));
    put(def, out, 'crsName', 'firstName', text(holder.firstName));
    put(def, out, 'crsName', 'middleName', text(holder.middleName));
    put(def, out, 'crsName', 'lastName', text(holder.lastName));
    put(def, out, 'classification', 'classification', '1');
    // The combined FATCA/CRS individual form asks US citizenship again (its FATCA part).
    put(def, out, 'usPerson', 'isUsCitizen', text(a.status?.isUsCitizen));
  } else if (isEntity(a)) {
    if (ownerIsIndividual) {
      put(def, out, 'name', 'name', join(owner.ownerFirstName, owner.ownerMiddleName, owner.ownerLastName));
      put(def, out, 'name', 'businessName', text(holder.entityName));
      put(def, out, 'classification', 'classification', '1');
    } else if (dba && text(owner.ownerEntityName)) {
      put(def, out, 'name', 'name', text(owner.ownerEntityName));
      put(def, out, 'name', 'businessName', text(holder.entityName));
    } else {
      put(def, out, 'name', 'name', text(holder.entityName));
    }
  }

  if (isEntity(a)) {
    const incorporation = text(a.residency?.incorporationCountry);
    put(def, out, 'name', 'country', incorporation);
    put(def, out, 'name', 'incorporationCountry', incorporation);
    put(def, out, 'incorporation', 'country', incorporation);
    const exempt = text(a.entityKind?.exemptStatus);
    if (exempt === WITHHOLDING_QUALIFIED_HOLDER) put(def, out, 'entityType', 'withholdingQualifiedHolder', true);
    else if (exempt !== NOT_EXEMPT) put(def, out, 'entityType', 'ch3Status', exempt);
  }

  const residence = a.residency?.isNonUsResident === 'Yes' ? text(a.residency.residenceCountry) : undefined;
  if (residence !== undefined) {
    const taxResidences = def.blocks
      .find((b) => b.id === 'taxResidences')
      ?.questions.find((q) => q.id === 'taxResidences');
    if (taxResidences && acceptsTaxResidence(def, residence))
      out.taxResidences = { ...out.taxResidences, taxResidences: [{ country: residence }] };
    put(def, out, 'address', 'country', residence);
  }
  put(def, out, 'canadianTaxResident', 'isCanadianTaxResident', text(a.canada?.isCanadianResident));
  return out;
}
