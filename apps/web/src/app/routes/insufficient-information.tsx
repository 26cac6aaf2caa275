import { InsufficientInformation } from '../../features/status/InsufficientInformation';

export default function Route() {
  return <InsufficientInformation />;
}
