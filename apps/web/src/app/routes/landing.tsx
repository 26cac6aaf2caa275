import { Landing } from '../../features/landing/Landing';

export default function Route() {
  return <Landing />;
}
