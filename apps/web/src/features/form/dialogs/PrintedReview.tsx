import type { FormData } from '@taxcert/contracts';
import type { FormDefinition, FormEvaluation } from '@taxcert/engine';
import { printedForm, printedHeader, type PrintedHeader, type PrintedRow, type PrintedSignature } from '@taxcert/forms';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './printed-review-header.module.css';
import formStyles from '../form.module.css';
import reviewStyles from './printed-review.module.css';

/** One printed line as a term and its answer; a blank answer says so in words (the paper form leaves it empty). */
function Line({ row, blank }: { row: PrintedRow; blank: string }) {
  return (
    <div className={reviewStyles.printedReviewLine}>
      <dt>
        {row.line ? <span className={reviewStyles.printedReviewNumber}>{row.line}</span> : null}
        {row.label}
      </dt>
      <dd className={row.value === '' ? reviewStyles.printedReviewBlank : undefined}>
        {row.value === '' ? blank : row.value}
      </dd>
    </div>
  );
}

function Lines({ rows, blank }: { rows: PrintedRow[]; blank: string }) {
  if (rows.length === 0) return null;
  return (
    <dl className={reviewStyles.printedReviewLines}>
      {rows.map((row, index) => (
        <Line key={`${row.line ?? ''}-${row.label}-${index}`} row={row} blank={blank} />
      ))}
    </dl>
  );
}

/** The certification as the signer reads it (a crossed-out item struck and said so in words), then the signature block. */
function Certification({ signature, blank }: { signature: PrintedSignature; blank: string }) {
  const { t } = useTranslation();
  return (
    <div className={reviewStyles.printedReviewCertification}>
      <p>{signature.intro}</p>
      {signature.items.length > 0 ? (
        <ol className={reviewStyles.printedReviewItems}>
          {signature.items.map((item, index) => (
            <li key={`${item.marker}-${index}`} data-marker={item.marker}>
              <span className={reviewStyles.printedReviewMarker} aria-hidden="true">
                {item.marker}
              </span>
              {item.struck ? <s>{item.text}</s> : item.text}
              {item.sub.length > 0 ? (
                <ul className={reviewStyles.printedReviewSubitems}>
                  {item.sub.map((sub) => (
                    <li key={sub}>{sub}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {signature.note ? <p>{signature.note}</p> : null}
      {signature.struckNote ? <p className={reviewStyles.printedReviewStruckNote}>{signature.struckNote}</p> : null}
      <Lines
        rows={signature.ticked.map((box) => ({
          label: box.label,
          value: t(box.checked ? 'questionnaire.option.Yes' : 'questionnaire.option.No'),
        }))}
        blank={blank}
      />
      {signature.consent ? <p>{signature.consent}</p> : null}
      <Lines rows={[...signature.line, ...signature.under]} blank={blank} />
    </div>
  );
}

/**
 * The official header as the PDF prints it: OMB and catalogue numbers, the header notes, then the "Do NOT
 * use this form for" list with the forms each row names. Nothing for a form whose definition declares none.
 */
function ReviewHeader({ header }: { header: PrintedHeader }) {
  const numbers = [header.omb, header.catalogueNumber].filter((n): n is string => n !== null);
  if (numbers.length === 0 && header.notes.length === 0 && !header.notFor) return null;
  return (
    <div className={styles.printedReviewHeader}>
      {numbers.length > 0 ? <p className={styles.printedReviewNumbers}>{numbers.join(' · ')}</p> : null}
      {header.notes.length > 0 ? (
        <ul className={styles.printedReviewNotes}>
          {header.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {header.notFor ? (
        <>
          <p className={styles.printedReviewNotForHeading}>{header.notFor.heading}</p>
          <ul className={styles.printedReviewNotFor}>
            {header.notFor.rows.map((row) => (
              <li key={row.text}>
                {row.text}
                {row.instead.length > 0 ? ` — ${row.instead.map((form) => form.name).join(', ')}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * A form's answers as accessible HTML in the form's own Parts and lines — the reading of the definition's paper
 * layout the PDF prints (`printedForm` of @taxcert/forms), so the review and the PDF never differ: the form's
 * name, then each Part under its heading, each line as a term (its official number and label) and its answer,
 * the certification above the signature block. Readable on a phone and by a screen reader, where a PDF is not.
 */
export function PrintedReview({
  def,
  answers,
  evaluation,
  title,
}: {
  def: FormDefinition;
  answers: FormData;
  evaluation: FormEvaluation;
  /** The form's title as the page names it. */
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const printed = useMemo(
    () => printedForm(def, answers, evaluation, (key, values) => t(key, values ?? {}), i18n.language, { mask: true }),
    [def, answers, evaluation, t, i18n.language],
  );
  const header = useMemo(() => printedHeader(def, (key, values) => t(key, values ?? {})), [def, t]);
  const blank = t('formPreview.blank');
  const signaturePart = def.blocks.find((block) => block.id === def.signatureSection)?.part ?? null;
  return (
    // Focusable: beside the PDF on wide screens it scrolls on its own, and the keyboard must reach it.
    <section className={formStyles.printedReview} aria-labelledby={headingId} tabIndex={0}>
      <h3 id={headingId} className={reviewStyles.printedReviewTitle}>
        {`${title} (${def.revision})`}
      </h3>
      <ReviewHeader header={header} />
      {printed.parts.map((part, index) => (
        <section key={`${part.part ?? 'top'}-${index}`} aria-label={part.heading ?? undefined}>
          {part.heading ? <h4 className={reviewStyles.printedReviewHeading}>{part.heading}</h4> : null}
          <Lines rows={part.rows} blank={blank} />
          {part.part === signaturePart ? <Certification signature={printed.signature} blank={blank} /> : null}
        </section>
      ))}
      {printed.parts.some((part) => part.part === signaturePart) ? null : (
        <Certification signature={printed.signature} blank={blank} />
      )}
    </section>
  );
}
