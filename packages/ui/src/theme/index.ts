export { GlobalStyle, type GlobalStyleProps } from './GlobalStyle';
export { InsightProvider, type InsightProviderProps } from './InsightProvider';
export {
  defaultInsightStrings,
  InsightLocaleProvider,
  useInsightLocale,
  useInsightStrings,
  type InsightLocale,
  type InsightLocaleProviderProps,
  type InsightStrings,
} from './locale';
export { germanInsightStrings, pseudoInsightStrings, pseudoLocalize, spanishInsightStrings } from './locales';
