export { ProfileScreen } from './ProfileScreen';
export { profileTexts } from './texts';
