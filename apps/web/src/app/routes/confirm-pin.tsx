import { ConfirmPinScreen } from '../../features/auth/ConfirmPinScreen';

export default function Route() {
  return <ConfirmPinScreen />;
}
