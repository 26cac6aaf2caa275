import { StatusPage } from '../../features/status/StatusPage';

/**
 * /pre-qualifying-questionnaire. SEAM: the questionnaire itself comes with the engine issue; until then
 * the route exists (guards included) and says the feature is not supported yet.
 */
export default function Route() {
  return <StatusPage kind="unsupported" />;
}
