import type { FormData, SupportingDoc } from '@taxcert/contracts';
import {
  evaluateForm,
  textOf,
  uploadDocumentType,
  type BlockDef,
  type FormDefinition,
  type FormEvaluation,
  type QuestionDef,
} from '@taxcert/engine';

/**
 * A questionnaire upload the answers need but do not have: a required document not uploaded (`missing`), or an
 * answer naming a document that is not this form's document of that type (`notLinked`: deleted since, another form's,
 * or another type). Questionnaire-and-forms.md §7: the uploader links the document to the form (linkType form or
 * formGroup), the answer holds its id, and the question names its type (engine `uploadDocumentType`).
 */
export interface UploadProblem {
  kind: 'missing' | 'notLinked';
  /** `blockId.questionId`. */
  field: string;
  /** The document type the question asks for, e.g. 'pooledwhdstatement'. */
  docType: string;
  /** The Part the question stands in, if any. */
  part: string | undefined;
}

/** A definition's upload questions with their blocks, listed once per definition object (most definitions have none). */
const uploadsOf = new WeakMap<FormDefinition, readonly { block: BlockDef; question: QuestionDef }[]>();
function uploadQuestions(definition: FormDefinition): readonly { block: BlockDef; question: QuestionDef }[] {
  let uploads = uploadsOf.get(definition);
  if (!uploads) {
    uploads = definition.blocks.flatMap((block) =>
      block.questions.filter((question) => question.widget === 'upload').map((question) => ({ block, question })),
    );
    uploadsOf.set(definition, uploads);
  }
  return uploads;
}

/** The upload questions shown for these answers that lack their document (see {@link UploadProblem}). */
export function uploadProblems(
  definition: FormDefinition,
  data: FormData,
  evaluation: FormEvaluation,
  docs: readonly Pick<SupportingDoc, 'id' | 'type'>[],
): UploadProblem[] {
  return uploadQuestions(definition).flatMap(({ block, question }): UploadProblem[] => {
    const state = evaluation.blocks[block.id]?.questions[question.id];
    if (!state?.visible) return [];
    const docType = uploadDocumentType(question.id);
    const answer = textOf(data[block.id]?.[question.id]).trim();
    const problem = { field: `${block.id}.${question.id}`, docType, part: block.part };
    if (answer === '') return state.required ? [{ kind: 'missing', ...problem }] : [];
    return docs.some((doc) => String(doc.id) === answer && doc.type === docType)
      ? []
      : [{ kind: 'notLinked', ...problem }];
  });
}

/** The same for answers not yet evaluated. */
export const uploadProblemsOf = (
  definition: FormDefinition,
  data: FormData,
  options: Parameters<typeof evaluateForm>[2],
  docs: readonly Pick<SupportingDoc, 'id' | 'type'>[],
): UploadProblem[] => uploadProblems(definition, data, evaluateForm(definition, data, options), docs);
