import { useTranslation } from 'react-i18next';
import infoNotice from '../../../components/ui/info-notice.module.css';
import { fieldLabel } from '../logic/findings';
import type { Member } from '../logic/members';
import type { RestoredDraft } from './use-draft';

/**
 * Says that the form opened with the answers this browser kept since the last Check (ADR 047), and names the
 * tax identification numbers to type again: they are never kept in the browser.
 */
export function DraftNotice({ restored, members }: { restored: RestoredDraft; members: readonly Member[] }) {
  const { t } = useTranslation();
  const retype = members.flatMap((m) =>
    (restored.retype[m.formType] ?? []).map((field) => fieldLabel(m.def, field, t) ?? field),
  );
  return (
    <div className={infoNotice.infoNotice} role="status">
      <p>{t('draft.restored')}</p>
      {retype.length > 0 ? <p>{t('draft.retype', { fields: retype.join(', ') })}</p> : null}
    </div>
  );
}
