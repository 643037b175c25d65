import type { ReactNode } from 'react';
import type { ThemeChoice, ThemeOverrides } from '../tokens';
import { GlobalStyle } from './GlobalStyle';
import { InsightLocaleProvider, type InsightStrings } from './locale';

export interface InsightProviderProps {
  children?: ReactNode;
  /**
   * 'light' (default), 'dark', 'system' (follows the device's `prefers-color-scheme`), or a product's own
   * values merged over light: `{ color: { primary: '#…' } }`. The built-in themes also declare higher-contrast
   * pairs under `prefers-contrast: more`; `prefers-reduced-motion` turns motion off with the base style.
   */
  theme?: ThemeChoice | ThemeOverrides;
  /**
   * A CSS selector of an element of yours: the tokens (and the base style) apply to it and what is
   * inside it only. Default ':root', the whole document.
   */
  scope?: string;
  /**
   * false leaves your page's style alone: only the tokens and `color-scheme` are declared, nothing
   * on body, `*`, links, focus or form controls, and no reduced-motion rule. Default true.
   */
  globalStyles?: boolean;
  /** Turns every animation and transition off under the scope (tests, visual snapshots). */
  reducedMotion?: boolean;
  /** A BCP 47 language tag the components format numbers and prices for. Default 'en-US'. */
  locale?: string;
  /** The ISO 4217 currency of prices (GuideCard, PackageCard). Default 'USD'. */
  currency?: string;
  /**
   * The components' own words in your language (close, dismiss, the toast and dialog words, the header's
   * menu, loading…), merged over the English defaults (`defaultInsightStrings`). A component's prop wins.
   */
  strings?: Partial<InsightStrings>;
}

/**
 * Tokens, theme and base style for an app, a story or an embedded widget. Render it once, near
 * the root (or once per scope).
 */
export function InsightProvider({
  children,
  theme = 'light',
  scope = ':root',
  globalStyles = true,
  reducedMotion = false,
  locale = 'en-US',
  currency = 'USD',
  strings,
}: InsightProviderProps) {
  return (
    <>
      <GlobalStyle $theme={theme} $scope={scope} $globalStyles={globalStyles} $reducedMotion={reducedMotion} />
      <InsightLocaleProvider locale={locale} currency={currency} strings={strings}>
        {children}
      </InsightLocaleProvider>
    </>
  );
}
InsightProvider.displayName = 'InsightProvider';
