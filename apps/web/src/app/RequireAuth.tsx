import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '../components/ui/LoadingState';
import { useAuthStateQuery } from '../lib/session';
import { paths } from '../lib/paths';

/** Protected routes: anyone not Authorised goes to sign in. */
export function RequireAuth() {
  const { t } = useTranslation();
  const auth = useAuthStateQuery();
  if (auth.isPending) return <LoadingState label={t('app.loading')} />;
  if (auth.data?.body.authState !== 'Authorised') return <Navigate to={paths.authentaLink()} replace />;
  return <Outlet />;
}
