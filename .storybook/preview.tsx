import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import type { Preview } from '@storybook/react-vite';
import { InsightProvider } from '@insight/ui';

/** Under the test runner (a driven browser) every animation is off, so snapshots are stable. */
const underTest = typeof navigator !== 'undefined' && navigator.webdriver;

const preview: Preview = {
  decorators: [
    (Story) => (
      <InsightProvider reducedMotion={underTest}>
        <Story />
      </InsightProvider>
    ),
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
