import { useTranslation } from 'react-i18next';
import { useLeaveConfirmation } from '../../../lib/navigation/leave-guard';
import { useOnlineConfig } from '../../../lib/session/session';
import { useStartForm } from '../../../lib/api/start-form';
import type { FindingOffer as Offer } from '../logic/findings';
import buttons from '../../../components/ui/button.module.css';
import { isOffered } from '../../../lib/config/offered';
import formStyles from '../form.module.css';

/**
 * The form a finding offers instead (a US person's W-8 offers Form W-9), as a button beside it that
 * starts that form for the same account the way form selection does (lib/api/start-form). The page's unsaved-changes
 * question is asked first, as leaving would ask it; nothing is added when the customer stays. Shown only when the
 * institution's configuration offers the form (enabled and visible, as form selection and its route require).
 */
export function FindingOffer({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const config = useOnlineConfig();
  const confirmLeave = useLeaveConfirmation();
  const { start, pendingType } = useStartForm();
  const entry = config?.formTypes.find((e) => e.formType === offer.formType && isOffered(e));
  if (!entry) return null;
  const onClick = () => {
    if (!confirmLeave()) return;
    void start({ kind: 'form', entry }, offer.accountId, { leaveConfirmed: true });
  };
  return (
    <button
      type="button"
      className={`${buttons.secondary} ${formStyles.findingOffer}`}
      onClick={onClick}
      disabled={pendingType !== undefined}
      aria-busy={pendingType !== undefined}
    >
      {t('results.startOffered', { form: entry.title })}
    </button>
  );
}
