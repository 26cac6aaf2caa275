import { FormSelection } from '../../features/form-selection/FormSelection';

export default function Route() {
  return <FormSelection />;
}
