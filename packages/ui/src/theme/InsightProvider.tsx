import type { ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';

export interface InsightProviderProps {
  children?: ReactNode;
  /** Turns every animation and transition off (tests, visual snapshots). */
  reducedMotion?: boolean;
}

/** Global style and tokens for an app or a story. Render it once, near the root. */
export function InsightProvider({ children, reducedMotion = false }: InsightProviderProps) {
  return (
    <>
      <GlobalStyle $reducedMotion={reducedMotion} />
      {children}
    </>
  );
}
InsightProvider.displayName = 'InsightProvider';
