/**
 * Every text the app shows, by the name its catalogue keys start with (i18n/overlay.ts): the app's text modules and
 * the messages of @insight/api the screens show. Imported only where a language's catalogue is laid over them
 * (i18n/load.ts, a chunk of its own) and by the catalogue's check: never by the first load.
 */
import {
  PRONOUN_LABELS,
  accountDataMessages,
  addressMessages,
  connectionMessages,
  errorMessages,
  notificationMessages,
  profileMessages,
  surveyMessages,
  toastMessages,
  traitMessages,
  validationMessages,
} from '@insight/api';
import { addressTexts } from '../texts/address';
import { authTexts, footerTexts, headerTexts, languageTexts, libraryTexts, screenTexts } from '../texts/common';
import { connectionTexts } from '../texts/connections';
import { domainWords, facetWords, normsTexts } from '../texts/facets';
import { insightTexts } from '../texts/insight';
import { notificationTexts } from '../texts/notifications';
import { contactTexts, errorScreenTexts } from '../texts/pages';
import { profileTexts } from '../texts/profile';
import { purchaseMapTexts, purchasePackageTexts, storeSsoTexts, surveyReturnTexts } from '../texts/purchase';
import { circleTexts, compareTexts, traitTexts } from '../texts/traits';
import { legalTitles } from '../legal/titles';
import type { TextTree } from './overlay';

export const catalogueSources: Record<string, TextTree> = {
  screen: screenTexts,
  header: headerTexts,
  auth: authTexts,
  language: languageTexts,
  footer: footerTexts,
  library: libraryTexts,
  address: addressTexts,
  connection: connectionTexts,
  notification: notificationTexts,
  errorScreen: errorScreenTexts,
  contact: contactTexts,
  legal: legalTitles,
  profile: profileTexts,
  purchaseMap: purchaseMapTexts,
  purchasePackage: purchasePackageTexts,
  storeSso: storeSsoTexts,
  surveyReturn: surveyReturnTexts,
  trait: traitTexts,
  compare: compareTexts,
  circle: circleTexts,
  insight: insightTexts,
  domain: domainWords,
  facet: facetWords,
  norms: normsTexts,
  'api.pronoun': PRONOUN_LABELS,
  'api.validation': validationMessages,
  'api.error': errorMessages,
  'api.toast': toastMessages,
  'api.connection': connectionMessages,
  'api.survey': surveyMessages,
  'api.trait': traitMessages,
  'api.profile': profileMessages,
  'api.address': addressMessages,
  'api.accountData': accountDataMessages,
  'api.notification': notificationMessages,
};
