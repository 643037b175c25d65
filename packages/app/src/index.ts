// What stories, tests and later screens use from the app (it is bundled, not published).
export * from './env';
export * from './stores';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { AppRoutes, preloadScreens, type AppRoutesProps } from './routes/routes';
export {
  paths,
  guidePath,
  overviewPath,
  comparePath,
  libraryAddress,
  safeReturnUrl,
  loginPathFor,
  withReturnUrl,
  externalAddress,
  RETURN_URL_PARAM,
  type LibraryPlace,
} from './routes/paths';
export { HrefLink } from './routes/RouterLink';
export { useForm, type FormState, type FormStruct, type UseFormOptions } from './forms/useForm';
export { TermsOfService, PrivacyPolicy, LegalDialog, legalTitles, type LegalDocument } from './legal';
export { COMPANY_NAME } from './layout/company';
export { guideRibbon, guideRibbonTone, packageRibbon } from './screens/library/ribbons';
export * from './texts';
// The full questionnaire's words: apart from ./texts, which the first load carries (texts.ts says why).
export * from './texts/insight';
