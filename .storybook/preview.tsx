import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Preview } from '@storybook/react-vite';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import {
  germanInsightStrings,
  InsightProvider,
  pseudoInsightStrings,
  spanishInsightStrings,
  type InsightStrings,
  type ThemeName,
} from '@insight/ui';
import { THEME_ATTRIBUTE, THEME_EVENT, viewportOptions } from './visual.ts';

/** Under the test runner (a driven browser) every animation is off, so snapshots are stable. */
const underTest = typeof navigator !== 'undefined' && navigator.webdriver;

/**
 * What the play functions' queries look at, as in the app's unit tests (packages/app/src/test/setup.ts). A toast's words
 * are in the page twice for its first second, on the toast and in the toaster's live region (role log, out of sight),
 * so a query by text asks what is shown and leaves the live regions out (a story that looked for its toast in the whole
 * page failed a CI run with "found multiple elements": its findBy's window fell inside that second); a story about what
 * is announced asks the region itself. Under the test runner a findBy or waitFor waits up to 10 s before calling a
 * story wrong (Storybook's default is 1 s; CI's machine may be three times slower and busy); a passing story waits only
 * as long as it needs.
 */
configure({ defaultIgnore: 'script, style, [role="log"] *', ...(underTest ? { asyncUtilTimeout: 10_000 } : {}) });

/**
 * The a11y addon's own axe run (its afterEach: the story's `parameters.a11y` rules and context, Storybook's own
 * elements left out, one run at a time), for the test runner's second run in the dark theme (.storybook/test-runner.ts).
 * The addon's manual-run event does the same behind a fixed 100 ms pause (its wait for animations, which the test
 * runner has already paused): 47 s of a whole run's workers asleep.
 */
export type A11yRun = (storyId: string, a11y: unknown) => Promise<{ violations: unknown[] } | { error: string }>;
if (underTest) {
  (window as unknown as { __insightA11yRun: A11yRun }).__insightA11yRun = (storyId, a11y) =>
    new Promise((resolve, reject) => {
      let reported = false;
      const context = {
        id: storyId,
        viewMode: 'story',
        parameters: { a11y },
        globals: { a11y: { manual: false } },
        reporting: {
          addReport: ({ result }: { result: { violations: unknown[] } | { error: unknown } }) => {
            reported = true;
            // What crosses to the test runner: the violations (not axe's passes), an error's message.
            resolve(
              'error' in result
                ? { error: String((result.error as Error)?.message ?? result.error) }
                : { violations: result.violations },
            );
          },
        },
      };
      (a11yAfterEach as unknown as (context: unknown) => Promise<void>)(context).then(() => {
        if (!reported) reject(new Error('the a11y addon ran no check (is a11y disabled for this story?)'));
      }, reject);
    });
}

/**
 * The design system's provider around every story. The test runner switches the theme with a window
 * event (THEME_EVENT) to draw the dark baselines and run axe in the dark theme: only the provider's
 * theme changes, so the story keeps the state its play function left (an open dialog, a filled form).
 */
function StoryTheme({
  theme,
  reducedMotion,
  language,
  children,
}: {
  theme: ThemeName;
  reducedMotion: boolean;
  language: StoryLanguage;
  children: ReactNode;
}) {
  const [asked, setAsked] = useState<ThemeName | undefined>();
  useLayoutEffect(() => {
    const onAsk = (event: Event) => setAsked((event as CustomEvent<ThemeName>).detail);
    window.addEventListener(THEME_EVENT, onAsk);
    return () => window.removeEventListener(THEME_EVENT, onAsk);
  }, []);
  const shown = asked ?? theme;
  useLayoutEffect(() => {
    document.documentElement.setAttribute(THEME_ATTRIBUTE, shown);
  }, [shown]);
  return (
    <InsightProvider theme={shown} reducedMotion={reducedMotion} {...LANGUAGES[language]}>
      {children}
    </InsightProvider>
  );
}

/**
 * The toolbar's languages: the components' own words (a product's words come from the product) and the locale they
 * format numbers, prices and dates for. The pseudo-locale accents every word and makes it about 30 % longer, so a
 * designer sees truncation, overflow and a word left untranslated at once.
 */
const LANGUAGES = {
  en: {},
  de: { locale: 'de-DE', currency: 'EUR', strings: germanInsightStrings },
  es: { locale: 'es-ES', currency: 'EUR', strings: spanishInsightStrings },
  pseudo: { strings: pseudoInsightStrings() },
} as const satisfies Record<string, { locale?: string; currency?: string; strings?: Partial<InsightStrings> }>;
type StoryLanguage = keyof typeof LANGUAGES;
const isStoryLanguage = (value: unknown): value is StoryLanguage =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'The design system theme every story renders in',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'The language of the components’ own words (and the locale of numbers and prices)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'es', title: 'Español' },
          { value: 'pseudo', title: 'Pseudo-locale (accented, 30 % longer)' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'The writing direction: the components use logical properties, so right-to-left mirrors them',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', language: 'en' },
  decorators: [
    (Story, { globals }) => {
      // The test runner starts every story in the light theme, left to right and in English, whatever the toolbar says.
      const theme: ThemeName = !underTest && globals.theme === 'dark' ? 'dark' : 'light';
      const language: StoryLanguage = !underTest && isStoryLanguage(globals.language) ? globals.language : 'en';
      const dir = !underTest && globals.direction === 'rtl' ? 'rtl' : 'ltr';
      if (typeof document !== 'undefined') document.documentElement.dir = dir;
      return (
        <StoryTheme theme={theme} reducedMotion={underTest} language={language}>
          <Story />
        </StoryTheme>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story in the test runner (in the light theme and again in the dark one).
    a11y: { test: 'error' },
    // The viewport toolbar offers the baselines' sizes (phone, desktop) beside a tablet and a wide desktop.
    viewport: { options: viewportOptions },
  },
  tags: ['autodocs'],
};

export default preview;
