import type { FormTypeConfig } from '@taxcert/contracts';
// The acceptance module alone (with the catalogue it reads), not the package's index: form selection's modal chunk stays small.
import { revisionAcceptance } from '@taxcert/forms/acceptance';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { intlTag } from '../../lib/i18n/locale';
import { paths } from '../../lib/navigation/paths';
import { useOnlineConfig } from '../../lib/session/session';
import { useStartForm } from '../../lib/api/start-form';
import { StatusCard } from './StatusCard';
import buttons from './button.module.css';
import { isOffered } from '../../lib/config/offered';

/** A superseded revision that may no longer be started, in the interface's words: what it is, since when, what replaces it. */
export interface RevisionNotice {
  /** "Form W-8BEN-E (Rev. July 2017) is no longer accepted". */
  title: string;
  /** The last day it was accepted and the request to complete the current revision. */
  text: string;
  /** The current revision's entry where the institution offers it (enabled and visible), else null. */
  current: FormTypeConfig | null;
  /** "Start Form W-8BEN-E (Rev. October 2021)", or the note that it is not offered here. */
  startLabel: string | null;
  notOffered: string | null;
}

/**
 * Whether a form type's revision may be started for a new certification today (ADR 058): null when
 * it may — a current revision, one still within the IRS's six months, or one the online configuration extends
 * (`acceptedUntil`) — else what the customer is told. The browser's UTC day decides here; the add call decides again
 * on the API's clock and refuses with code 4002.
 */
export function useRevisionNotice(formType: string, today: Date = new Date()): RevisionNotice | null {
  const { t, i18n } = useTranslation();
  const config = useOnlineConfig();
  const entry = config?.formTypes.find((e) => e.formType === formType);
  const acceptance = revisionAcceptance(formType, today, entry?.acceptedUntil);
  if (acceptance.accepted) return null;
  const current = config?.formTypes.find((e) => e.formType === acceptance.current && isOffered(e)) ?? null;
  return {
    title: t('revisionAcceptance.title', { form: entry?.title ?? formType, revision: entry?.revision ?? '' }),
    text: t('revisionAcceptance.text', {
      // Intl, not lib/i18n/locale-format (date-fns with its nine locales): this is in form selection's modal chunk.
      date: new Intl.DateTimeFormat(intlTag(i18n.language), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${acceptance.until}T00:00:00Z`)),
    }),
    current,
    startLabel: current ? t('revisionAcceptance.start', { form: current.title, revision: current.revision }) : null,
    notOffered: current ? null : t('revisionAcceptance.notOffered'),
  };
}

/**
 * The card shown instead of the unsupported-form card for a superseded revision no longer accepted — a stored form of
 * a revision this version does not build (the unversioned W-8BEN-E and W-8IMY): it says so and offers to start the
 * current revision for the account (as form selection starts a form) — with no account chosen in the tab, form
 * selection opens with the current revision chosen — where the institution offers it.
 */
export function RevisionNotAccepted({ notice, accountId }: { notice: RevisionNotice; accountId: number | null }) {
  const { t } = useTranslation();
  const { start, pendingType } = useStartForm();
  const navigate = useNavigate();
  const { current } = notice;
  return (
    <StatusCard
      title={notice.title}
      tone="error"
      actions={
        <>
          {current ? (
            <button
              type="button"
              className={buttons.primary}
              disabled={pendingType !== undefined}
              aria-busy={pendingType !== undefined}
              onClick={() =>
                accountId !== null
                  ? void start({ kind: 'form', entry: current }, accountId, { replace: true })
                  : // No account chosen in this tab: form selection, with the current revision chosen there.
                    void navigate(paths.formSelection(), { state: { choose: current.formType } })
              }
            >
              {notice.startLabel}
            </button>
          ) : null}
          <Link className={buttons.secondary} to={paths.formSelection()}>
            {t('incorrectForm.back')}
          </Link>
        </>
      }
    >
      <p>{notice.text}</p>
      {notice.notOffered ? <p>{notice.notOffered}</p> : null}
    </StatusCard>
  );
}
