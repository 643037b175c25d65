export { ProfileScreen } from './ProfileScreen';
