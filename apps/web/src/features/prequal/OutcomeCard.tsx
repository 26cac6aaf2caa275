import type { Account } from '@taxcert/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NO_ACCOUNT } from '../../lib/session/selected-account';
import type { Startable } from '../../lib/api/start-form';
import type { OutcomeView } from './logic';
import { paths } from '../../lib/navigation/paths';
import buttons from '../../components/ui/button.module.css';
import statusCard from '../../components/ui/status-card.module.css';
import prequalStyles from './prequal.module.css';
import fieldStyles from '../../components/ui/field.module.css';
import layout from '../../components/ui/layout.module.css';

export interface StartControls {
  /** Creates the chosen form (or group) and opens it. */
  onStart: (item: Startable) => void;
  /** The type being created, while it is. */
  pendingType: string | undefined;
  accounts: Account[];
  accountId: number;
  setAccountId: (id: number) => void;
}

const revisionOf = (item: Startable): string | null => (item.kind === 'form' ? item.entry.revision : null);

const toneClass = { match: '', none: prequalStyles.prequalOutcomeNone, warning: prequalStyles.prequalOutcomeWarning };

function Card({ title, tone, children }: { title: string; tone: 'match' | 'none' | 'warning'; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`${prequalStyles.prequalOutcome} ${toneClass[tone]}`} aria-labelledby={id}>
      <h2 id={id} className={prequalStyles.prequalOutcomeTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account the form is for, asked here only when the customer has several and none is chosen yet. */
function AccountChoice({ controls }: { controls: StartControls }) {
  const { t } = useTranslation();
  const id = useId();
  if (controls.accounts.length < 2) return null;
  const missing = controls.accountId === NO_ACCOUNT;
  return (
    <div className={`${fieldStyles.field} ${prequalStyles.prequalOutcomeAccount}`}>
      <label htmlFor={id}>{t('prequal.account.label')}</label>
      <select
        id={id}
        value={controls.accountId}
        aria-describedby={missing ? `${id}-hint` : undefined}
        onChange={(event) => controls.setAccountId(Number.parseInt(event.target.value, 10) || NO_ACCOUNT)}
      >
        <option value={NO_ACCOUNT}>{t('formSelection.selectAccount')}</option>
        {controls.accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.displayName}
          </option>
        ))}
      </select>
      {missing ? (
        <p id={`${id}-hint`} className={layout.hint}>
          {t('formSelection.selectAccountHint')}
        </p>
      ) : null}
    </div>
  );
}

const chooseYourself = (text: string) => (
  <Link className={buttons.secondary} to={paths.formSelection()}>
    {text}
  </Link>
);

/** A form to start, as a button with its title and revision. */
function ChoiceButton({ item, controls, blocked }: { item: Startable; controls: StartControls; blocked: boolean }) {
  const revision = revisionOf(item);
  return (
    <button
      type="button"
      className={prequalStyles.prequalChoice}
      disabled={blocked}
      aria-busy={controls.pendingType === item.entry.formType}
      onClick={() => controls.onStart(item)}
    >
      <span className={prequalStyles.prequalChoiceTitle}>{item.entry.title}</span>
      {revision ? <span className={prequalStyles.prequalChoiceRevision}>{revision}</span> : null}
    </button>
  );
}

/**
 * The other candidate forms the deciding questions told apart (ADR 021), behind a disclosure: the customer
 * whose situation the questions did not capture may still open one.
 */
function Alternatives({ items, controls, blocked }: { items: Startable[]; controls: StartControls; blocked: boolean }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <details className={prequalStyles.prequalAlternatives}>
      <summary>{t('prequal.alternatives.summary')}</summary>
      <p>{t('prequal.alternatives.text')}</p>
      <ul className={prequalStyles.prequalChoices}>
        {items.map((item) => (
          <li key={item.entry.formType}>
            <ChoiceButton item={item} controls={controls} blocked={blocked} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The end of the questionnaire (questionnaire-and-forms.md §2): the matched-form card with the one sentence saying why and Continue
 * (the other candidates behind a disclosure), the 'no form required' card, or — when the configuration offers
 * not the recommended form — a card pointing to form selection. Nothing while deciding answers are missing; once
 * they decide but required questions shown are still open, how many, and a button to go to the first.
 */
export function OutcomeCard({
  outcome,
  controls,
  onShowOpen,
}: {
  outcome: OutcomeView;
  controls: StartControls;
  onShowOpen: () => void;
}) {
  const { t } = useTranslation();
  const blocked = controls.accountId === NO_ACCOUNT || controls.pendingType !== undefined;
  switch (outcome.kind) {
    case 'pending':
      return outcome.open ? (
        <div className={prequalStyles.prequalOpen}>
          <p>{t('prequal.open.text', { open: outcome.open })}</p>
          <button type="button" className={buttons.button} onClick={onShowOpen}>
            {t('prequal.open.show')}
          </button>
        </div>
      ) : null;
    case 'matched': {
      const { item } = outcome;
      const revision = revisionOf(item);
      return (
        <Card title={t('prequal.matched.title')} tone="match">
          <p className={prequalStyles.prequalOutcomeForm}>
            <span className={prequalStyles.prequalOutcomeFormTitle}>{item.entry.title}</span>
            {revision ? <span className={prequalStyles.prequalOutcomeRevision}>{revision}</span> : null}
          </p>
          <p className={prequalStyles.prequalOutcomeReason}>{t(outcome.reason)}</p>
          <p>{t('prequal.matched.text')}</p>
          <AccountChoice controls={controls} />
          <div className={statusCard.statusCardActions}>
            <button
              type="button"
              className={buttons.primary}
              disabled={blocked}
              aria-busy={controls.pendingType === item.entry.formType}
              onClick={() => controls.onStart(item)}
            >
              {t('prequal.continue')}
            </button>
          </div>
          <Alternatives items={outcome.alternatives} controls={controls} blocked={blocked} />
        </Card>
      );
    }
    case 'none':
      return (
        <Card title={t('prequal.none.title')} tone="none">
          <p className={prequalStyles.prequalOutcomeReason}>{t(outcome.reason)}</p>
          <p>{t('prequal.none.text')}</p>
          <div className={statusCard.statusCardActions}>{chooseYourself(t('prequal.chooseForm'))}</div>
        </Card>
      );
    case 'unavailable':
      return (
        <Card title={t('prequal.unavailable.title')} tone="warning">
          <p>{t('prequal.unavailable.text')}</p>
          <div className={statusCard.statusCardActions}>{chooseYourself(t('prequal.chooseForm'))}</div>
          {outcome.alternatives.length > 0 ? <AccountChoice controls={controls} /> : null}
          <Alternatives items={outcome.alternatives} controls={controls} blocked={blocked} />
        </Card>
      );
  }
}
