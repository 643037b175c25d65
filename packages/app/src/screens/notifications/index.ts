export { UnsubscribeScreen } from './UnsubscribeScreen';
