export { GlobalStyle, type GlobalStyleProps } from './GlobalStyle';
export { InsightProvider, type InsightProviderProps } from './InsightProvider';
