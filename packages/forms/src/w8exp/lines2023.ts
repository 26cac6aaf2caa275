import { isTicked, textOf, type BlockDef, type EvalContext, type QuestionDef } from '@taxcert/engine';
import { CH4_CHOICE } from '../blocks/ch4Parts';

/**
 * The lines Form W-8EXP Rev. October 2023 added to the July 2017 layout (reference w8eci-w8exp-lines.md, ADR 056):
 * line 3's withholding-qualified-holder box, line 10's 10d/10e, Part II's line 15 (15a/15b), line 19's (a)/(b).
 * Where the reference marks a 2023 line *unconfirmed* the comment says what we assumed.
 */

const key = (id: string) => `questionnaire.w8exp_2023.${id}`;

/** Line 3's box "Withholding qualified holder under section 1445" (an answer of the status block). */
export const WQH = 'withholdingQualifiedHolder';

/** True when line 3's withholding-qualified-holder box is ticked. */
export const isWithholdingQualifiedHolder = (ctx: EvalContext): boolean => isTicked(ctx.answers.entityType?.[WQH]);

/**
 * Line 3's seventh box. It may be ticked alone (a qualified holder that is none of the six, e.g. a partnership all of
 * whose interests qualified holders hold) or with one other status, so the chapter 3 status is then optional
 * (the definition's rules); line 3 offers the six statuses in a list that can be emptied again.
 */
export const withholdingQualifiedHolderBox: QuestionDef = {
  id: WQH,
  line: '3',
  label: key('line3.withholdingQualifiedHolder.label'),
  widget: 'checkbox',
  default: false,
};

/**
 * Lines 10d and 10e: the "not engaged in commercial activities" certifications that Rev. 2023 moved from Part IV into
 * line 10 — one for a controlled entity of a foreign sovereign (within or outside the United States), one for a
 * foreign central bank of issue wholly owned by the foreign sovereign (within the United States). ASSUMPTION (ours;
 * the reference leaves the wording and "which letter is which" *unconfirmed*): 10d is the controlled entity's, 10e the
 * central bank's, and both belong to a controlled entity (10c) — a wholly owned central bank checks "Foreign
 * government" on line 3 and is a controlled entity of its sovereign — so 10c asks exactly one of them.
 */
export function withCommercialActivities(block: BlockDef, keyPrefix: string): BlockDef {
  const commercial: QuestionDef = {
    id: 'commercialActivities',
    line: '10d, 10e',
    label: `${keyPrefix}.part10.commercialActivities.label`,
    widget: 'radio',
    props: {
      options: ['10d', '10e'].map((value) => ({
        value,
        label: `${keyPrefix}.part10.commercialActivities.option.${value}`,
      })),
    },
    visible: (ctx) => textOf(ctx.block[CH4_CHOICE]) === '10c',
    rules: [{ kind: 'required', message: key('part10.commercialActivities.errorMessage') }],
  };
  return { ...block, questions: [...block.questions, commercial] };
}

/**
 * Part II line 15, opened by line 3's withholding-qualified-holder box: 15a a qualified holder under Regulations
 * section 1.897(l)-1(d), or 15b a partnership all of whose interests are held, directly or indirectly, by qualified
 * holders (Regulations section 1.1445-1(g)(11)). ASSUMPTION (ours; wording *unconfirmed*): the entity ticks one of
 * the two, as the Part IV statement joins them with "or".
 */
export function line15Block(keyPrefix: string, title: string): BlockDef {
  return {
    id: 'part15',
    title,
    titleInPart: true,
    part: 'II',
    visible: isWithholdingQualifiedHolder,
    questions: [
      {
        id: CH4_CHOICE,
        line: '15a, 15b',
        label: `${keyPrefix}.part15.choice.label`,
        widget: 'radio',
        props: {
          options: ['15a', '15b'].map((value) => ({ value, label: `${keyPrefix}.part15.choice.option.${value}` })),
        },
        rules: [{ kind: 'required', message: key('part15.choice.errorMessage') }],
      },
    ],
  };
}

/**
 * Line 19 of Rev. 2023, the exempt retirement plan of a foreign government: the one certification (established and
 * sponsored by a foreign government, international organization, central bank of issue or government of a U.S.
 * territory to provide retirement, disability or death benefits) now splits its beneficiaries into boxes (a) current
 * or former employees of the sponsor (or persons they designate) and (b) persons who are not employees but receive the
 * benefits for personal services to the sponsor. At least one is ticked; both may be (a plan may serve both).
 * ASSUMPTION (ours; the reference says only "split into (a)/(b)").
 */
export function withBeneficiaries(block: BlockDef, keyPrefix: string, line: string): BlockDef {
  const box = (letter: 'a' | 'b'): QuestionDef => ({
    id: `box${line}${letter}`,
    line: `${line}(${letter})`,
    label: `${keyPrefix}.part${line}.box${line}${letter}.label`,
    widget: 'checkbox',
    default: false,
    ...(letter === 'b'
      ? {
          rules: [
            {
              kind: 'custom' as const,
              test: (value, ctx) => isTicked(value) || isTicked(ctx.block[`box${line}a`]),
              message: key('part19.beneficiaries.errorMessage'),
            },
          ],
        }
      : {}),
  });
  return { ...block, questions: [...block.questions, box('a'), box('b')] };
}
