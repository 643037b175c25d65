import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { Preview } from '@storybook/react-vite';
import { InsightProvider, type ThemeName } from '@insight/ui';
import { THEME_ATTRIBUTE, THEME_EVENT, viewportOptions } from './visual.ts';

/** Under the test runner (a driven browser) every animation is off, so snapshots are stable. */
const underTest = typeof navigator !== 'undefined' && navigator.webdriver;

/**
 * The design system's provider around every story. The test runner switches the theme with a window
 * event (THEME_EVENT) to draw the dark baselines and run axe in the dark theme: only the provider's
 * theme changes, so the story keeps the state its play function left (an open dialog, a filled form).
 */
function StoryTheme({
  theme,
  reducedMotion,
  children,
}: {
  theme: ThemeName;
  reducedMotion: boolean;
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
    <InsightProvider theme={shown} reducedMotion={reducedMotion}>
      {children}
    </InsightProvider>
  );
}

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
  initialGlobals: { theme: 'light', direction: 'ltr' },
  decorators: [
    (Story, { globals }) => {
      // The test runner starts every story in the light theme and left to right, whatever the toolbar says.
      const theme: ThemeName = !underTest && globals.theme === 'dark' ? 'dark' : 'light';
      const dir = !underTest && globals.direction === 'rtl' ? 'rtl' : 'ltr';
      if (typeof document !== 'undefined') document.documentElement.dir = dir;
      return (
        <StoryTheme theme={theme} reducedMotion={underTest}>
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
