import { SignInScreen } from '../../features/auth/SignInScreen';

export default function Route() {
  return <SignInScreen />;
}
