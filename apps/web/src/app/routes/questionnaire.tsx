import { Navigate } from 'react-router-dom';
import { PrequalScreen } from '../../features/prequal/PrequalScreen';
import { useOnlineConfig } from '../../lib/session/session';
import { paths } from '../../lib/navigation/paths';

/**
 * /pre-qualifying-questionnaire (app-shell.md §2): a protected route (the router's guards: signed in,
 * EULA, instructions decided). Offered only while the configuration turns the questionnaire on;
 * otherwise it goes to `/`, as other routes not offered do.
 */
export default function Route() {
  const config = useOnlineConfig();
  if (config && !config.usePreQualifyingQuestionnaire) return <Navigate to={paths.landing()} replace />;
  return <PrequalScreen />;
}
