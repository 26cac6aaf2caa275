export { FormScreen } from './FormScreen';
