import type { ReactNode } from 'react';
import { QuestionnaireUploaderContext } from '../../../questionnaire/widgets/contexts';
import type { SubjectRef } from '../api/subject';
import { useQuestionnaireUploader } from './upload-questionnaire';

/** Gives the questions below an uploader that stores files for this form or group (questionnaire-and-forms.md §4). */
export function QuestionnaireUploads({ subject, children }: { subject: SubjectRef; children: ReactNode }) {
  const uploader = useQuestionnaireUploader(subject);
  return <QuestionnaireUploaderContext.Provider value={uploader}>{children}</QuestionnaireUploaderContext.Provider>;
}
