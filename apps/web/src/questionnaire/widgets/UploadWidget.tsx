import { useContext, useEffect, useRef, useState, type ChangeEvent, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionnaireUploaderContext } from './contexts';
import { FieldLabel } from './FieldLabel';
import { textOf, type WidgetProps } from './types';
import widgetStyles from './widgets.module.css';
import buttons from '../../components/ui/button.module.css';
import layout from '../../components/ui/layout.module.css';

/** Questionnaire file types (questionnaire-and-forms.md §9): by extension, since browsers disagree on CSV and Excel MIME types. */
export const UPLOAD_EXTENSIONS = ['.pdf', '.csv', '.xls', '.xlsx'] as const;

export interface UploadProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Why a chosen file cannot be uploaded, or null: wrong type, empty, or larger than `maxSizeMb`. */
export function checkUploadFile(file: Pick<File, 'name' | 'size'>, maxSizeMb: number): UploadProblem | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return { key: 'widgets.upload.wrongType', values: { name: file.name } };
  if (file.size === 0) return { key: 'widgets.upload.empty', values: { name: file.name } };
  if (file.size > maxSizeMb * 1024 * 1024)
    return { key: 'widgets.upload.tooLarge', values: { name: file.name, max: maxSizeMb } };
  return null;
}

export interface FileUploadProps {
  id: string;
  label: WidgetProps['label'];
  /** Name of the chosen or uploaded file, '' for none. */
  fileName: string;
  maxSizeMb: number;
  /** Called with a file that passed the checks; a rejected promise shows the upload-failed message. */
  onFile: (file: File) => Promise<void> | void;
  onRemove: () => void;
  onBlur?: () => void;
  inputRef?: RefCallback<HTMLElement> | undefined;
  disabled?: boolean;
  required?: boolean;
  /** The question shows its errors (edited or force-edited): the input is marked invalid (its messages are the question's). */
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * One questionnaire file (presentational + checks): PDF, CSV, XLS or XLSX, one file, at most
 * `maxSizeMb`. A refused file is named in the error; the chosen file is shown with a Remove button. The native
 * input is visually hidden (never the browser's "No file chosen" beside the file's name) and shown as a translated
 * "Choose a file" button; keyboard and screen-reader users reach the input itself.
 * A required file not chosen is the question's own error (its rule's message under the field), not repeated here.
 */
export function FileUpload(props: FileUploadProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  // Its own id: the question's hint (QuestionFrame) is `${id}-hint`.
  const hintId = `${props.id}-upload-hint`;
  const errorId = `${props.id}-upload-error`;
  const shown: UploadProblem | null = problem;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > 1) {
      setProblem({ key: 'widgets.upload.oneFile' });
      return;
    }
    const file = files[0] as File;
    const refused = checkUploadFile(file, props.maxSizeMb);
    setProblem(refused);
    if (refused) return;
    setUploading(file.name);
    try {
      await props.onFile(file);
    } catch {
      setProblem({ key: 'widgets.upload.failed', values: { name: file.name } });
    } finally {
      setUploading(null);
    }
  };

  const remove = () => {
    setProblem(null);
    props.onRemove();
    input.current?.focus();
  };

  return (
    <div className={widgetStyles.upload}>
      <FieldLabel htmlFor={props.id}>{props.label}</FieldLabel>
      <p id={hintId} className={layout.hint}>
        {t('widgets.upload.hint', { max: props.maxSizeMb })}
      </p>
      <input
        id={props.id}
        ref={(element) => {
          input.current = element;
          props.inputRef?.(element);
        }}
        className={`visually-hidden ${widgetStyles.uploadInput}`}
        type="file"
        accept={UPLOAD_EXTENSIONS.join(',')}
        onChange={(event) => void onChange(event)}
        onBlur={props.onBlur}
        disabled={props.disabled || uploading !== null}
        aria-required={props.required || undefined}
        aria-invalid={props.invalid || shown ? true : undefined}
        aria-describedby={[hintId, props.describedBy, shown ? errorId : undefined].filter(Boolean).join(' ')}
      />
      {/* What the eye sees of the input: a button that opens its file picker, hidden from assistive technology and
          out of the tab order — keyboard and screen-reader users meet the input itself, named by the question, and
          its focus shows on this button (widgets.module.css). Not a second <label>: browsers disagree on whether a hidden
          label adds to the input's name. */}
      <button
        type="button"
        className={`${buttons.secondary} ${widgetStyles.uploadChoose}`}
        tabIndex={-1}
        aria-hidden="true"
        disabled={props.disabled || uploading !== null}
        onClick={() => input.current?.click()}
      >
        {t('widgets.upload.choose')}
      </button>
      {uploading ? (
        <p role="status" className={widgetStyles.uploadFile}>
          {t('widgets.upload.uploading', { name: uploading })}
        </p>
      ) : props.fileName ? (
        <div className={widgetStyles.uploadFile}>
          <span className={widgetStyles.uploadName}>{t('widgets.upload.chosen', { name: props.fileName })}</span>
          <button type="button" className={buttons.ghost} onClick={remove} disabled={props.disabled}>
            {t('widgets.upload.remove', { name: props.fileName })}
          </button>
        </div>
      ) : null}
      <p id={errorId} role="alert" className={`${widgetStyles.widgetMessage} ${widgetStyles.widgetMessageError}`}>
        {shown ? t(shown.key, shown.values) : null}
      </p>
    </div>
  );
}

/** How many mounted upload widgets show each document (by id). */
const shownDocs = new Map<number, number>();

/**
 * The registry adapter: the questionnaire uploader (questionnaire-and-forms.md §4, §7). A file is uploaded
 * at once for the form or group being completed (single-file mode, the configured size limit, the question's document
 * type) and the answer is the uploaded document's id; a file chosen in its place replaces it (the first is
 * deleted once the second is uploaded). Remove deletes it (DELETE file/upload/{id}); leaving
 * the form discards it unless the form was just submitted; when the document is deleted elsewhere (the
 * supporting-documents list) the answer is cleared.
 */
export function UploadWidget(props: WidgetProps) {
  const uploader = useContext(QuestionnaireUploaderContext);
  const { onChange } = props;
  const answer = textOf(props.value);
  const docId = /^\d+$/.test(answer) ? Number(answer) : null;
  const [uploadedName, setUploadedName] = useState('');
  const listed = docId === null ? undefined : uploader.docs?.find((doc) => doc.id === docId);
  const fileName = docId === null ? '' : (listed?.originalFileName ?? (uploadedName || answer));

  // Deleted elsewhere: the form's list no longer has the document.
  const gone = docId !== null && uploader.docs !== undefined && listed === undefined;
  useEffect(() => {
    if (gone) onChange('');
  }, [gone, onChange]);

  // Leaving the form discards the document unless the form was just submitted. The check waits a tick:
  // StrictMode's rehearsal unmount (development) is followed by a mount at once, and a change of layout (the
  // paper form on a desktop, question cards on a phone) unmounts this widget and mounts another showing the
  // same document — which keeps it.
  const latest = useRef({ docId, uploader });
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = { docId, uploader };
  });
  useEffect(() => {
    if (docId === null) return;
    shownDocs.set(docId, (shownDocs.get(docId) ?? 0) + 1);
    return () => {
      shownDocs.set(docId, (shownDocs.get(docId) ?? 1) - 1);
    };
  }, [docId]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const { docId: id, uploader: calls } = latest.current;
      if (id === null) return;
      setTimeout(() => {
        if (!mounted.current && !shownDocs.get(id) && !calls.justSubmitted()) void calls.discard(id, true);
      }, 0);
    };
  }, []);

  return (
    <FileUpload
      id={props.id}
      label={props.label}
      fileName={fileName}
      maxSizeMb={uploader.maxSizeMb}
      onFile={async (file) => {
        const doc = await uploader.upload(file, uploader.docTypeFor(props.question.id));
        // A file chosen in place of an uploaded one replaces it: the first is deleted, not left behind unlinked.
        const replaced = latest.current.docId;
        setUploadedName(doc.originalFileName);
        onChange(String(doc.id));
        if (replaced !== null && replaced !== doc.id) void uploader.discard(replaced);
      }}
      onRemove={() => {
        if (docId !== null) void uploader.discard(docId);
        onChange('');
      }}
      onBlur={props.onBlur}
      inputRef={props.inputRef}
      disabled={props.disabled}
      required={props.required}
      invalid={props.invalid}
      describedBy={props.describedBy}
    />
  );
}
