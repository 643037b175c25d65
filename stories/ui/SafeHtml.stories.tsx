import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, SafeHtml, Stack } from '@insight/ui';

/** A guide as a server sends it: its own h1, sections, a list. */
const guide =
  '<h1>My Personal Map</h1><p>Prepared for Ada Lovelace.</p>' +
  '<h2>Extraversion</h2><p>Your score: 38 of 50 (high). You draw energy from people.</p>' +
  '<ul><li>Book one conversation this week with someone new.</li><li>Leave room for quieter voices.</li></ul>' +
  '<h2>Conscientiousness</h2><p>Your score: 45 of 50 (high). You like a plan and keep your promises.</p>';

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  tags: ['stable'],
  args: { html: guide },
  argTypes: { html: { control: 'text' }, headingStart: { control: { type: 'number', min: 1, max: 6 } } },
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 640 }}>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Personal Map' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Under a page's own h1: the guide's headings move down, keeping their order. */
export const HeadingsUnderThePage: Story = {
  args: { headingStart: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'My Personal Map' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Extraversion',
      'Conscientiousness',
    ]);
  },
};

/** Hostile HTML: DOMPurify (in this real browser) removes the script, the handler and the javascript: link. */
export const Sanitized: Story = {
  args: {
    html:
      '<img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script>' +
      '<p>Safe text with <a href="javascript:window.__pwned = true">a link</a>.</p><svg><circle r="4" /></svg>',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Safe text with/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('svg circle')).toBeNull();
    await expect(canvas.getByText('a link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** The prose style across the states: a guide, its headings moved, a short description. */
export const All: Story = {
  decorators: [(Story) => Story()],
  render: () => (
    <Stack gap="xl" style={{ maxWidth: 640 }}>
      <Card>
        <SafeHtml html={guide} />
      </Card>
      <Card>
        <SafeHtml html={guide} headingStart={3} />
      </Card>
      <Card>
        <SafeHtml html="<p>Your personal map and <strong>every guide</strong>.</p>" />
      </Card>
    </Stack>
  ),
};
