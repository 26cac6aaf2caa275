import { lazy, Suspense, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState';
import { useAuthState } from '../../lib/session/session';
import { useSignIn } from './use-sign-in';
import { paths } from '../../lib/navigation/paths';
import styles from './auth.module.css';
import buttons from '../../components/ui/button.module.css';
import fieldStyles from '../../components/ui/field.module.css';
import layout from '../../components/ui/layout.module.css';

const SignInErrorDialog = lazy(() => import('./SignInErrorDialog'));

/**
 * /authentalink: the customer confirms who opened the e-mailed link. No client-side validation: the
 * server decides (app-shell.md §5).
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const id = useId();
  const authState = useAuthState();
  const { signIn, pending, done, failure, clearFailure } = useSignIn();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Fetch the failure dialog's chunk while the call is under way, so it can open at once.
    void import('./SignInErrorDialog');
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value : '';
    };
    void signIn({ email: text('email'), uniqueRef: text('uniqueRef'), name: text('name') });
  }

  // Only once the auth state is known and not Requesting (app-shell.md §2).
  if (authState === 'Requesting' || authState === undefined) return <LoadingState label={t('app.loading')} />;
  if (authState === 'Authorised' && !pending && !done) return <Navigate to={paths.landing()} replace />;

  return (
    <section className={`${layout.panel} ${styles.panelNarrow}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('authentaLink.title')}</h1>
      <p className={layout.lead}>{t('authentaLink.intro')}</p>
      <form className={layout.stack} onSubmit={onSubmit} noValidate>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-email`}>{t('authentaLink.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="email" name="email" />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-ref`}>{t('authentaLink.uniqueRef')}</label>
          <input id={`${id}-ref`} type="text" autoComplete="off" name="uniqueRef" />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-name`}>{t('authentaLink.name')}</label>
          <input id={`${id}-name`} type="text" autoComplete="name" name="name" />
        </div>
        <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={pending} aria-busy={pending}>
          {pending ? t('authentaLink.submitting') : t('authentaLink.submit')}
        </button>
      </form>
      {failure ? (
        <Suspense fallback={null}>
          <SignInErrorDialog message={failure.message} onClose={clearFailure} />
        </Suspense>
      ) : null}
    </section>
  );
}
