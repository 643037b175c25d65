import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import type { Preview } from '@storybook/react-vite';
import { InsightProvider, type ThemeName } from '@insight/ui';

/** Under the test runner (a driven browser) every animation is off, so snapshots are stable. */
const underTest = typeof navigator !== 'undefined' && navigator.webdriver;

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
      // The visual baselines are drawn in the light theme, whatever the toolbar says.
      const theme: ThemeName = !underTest && globals.theme === 'dark' ? 'dark' : 'light';
      const dir = !underTest && globals.direction === 'rtl' ? 'rtl' : 'ltr';
      if (typeof document !== 'undefined') document.documentElement.dir = dir;
      return (
        <InsightProvider theme={theme} reducedMotion={underTest}>
          <Story />
        </InsightProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story in the test runner.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
