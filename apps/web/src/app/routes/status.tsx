import { StatusPage } from '../../features/status/StatusPage';
import type { StatusKind } from '../../features/status/status-pages';

export default function StatusRoute({ kind }: { kind: StatusKind }) {
  return <StatusPage kind={kind} />;
}
