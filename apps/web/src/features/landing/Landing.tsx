import { Navigate } from 'react-router-dom';
import { useOnlineConfig } from '../../lib/session';
import { landingTarget } from './landing-target';

/** `/`: sends the signed-in customer on (the route guard has already sent everyone else to sign in). */
export function Landing() {
  const config = useOnlineConfig();
  return <Navigate to={landingTarget(config)} replace />;
}
