export { GlobalStyle } from './GlobalStyle';
export { InsightProvider, type InsightProviderProps } from './InsightProvider';
