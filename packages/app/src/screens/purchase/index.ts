export { PurchaseMapScreen } from './PurchaseMapScreen';
export { PurchasePackageScreen } from './PurchasePackageScreen';
export { StoreSsoScreen } from './StoreSsoScreen';
export { SurveyReturnScreen, surveyIdFromPath } from './SurveyReturnScreen';
