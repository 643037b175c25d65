import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Card, ScrollToTop, Stack } from '@insight/ui';

const meta = {
  title: 'Components/ScrollToTop',
  component: ScrollToTop,
  tags: ['stable'],
  args: { threshold: 100, label: 'Scroll to top' },
  render: (args) => (
    <>
      <Stack gap="md">
        {Array.from({ length: 30 }, (_, i) => (
          <Card key={i} padding="md">{`Connection ${i + 1}`}</Card>
        ))}
      </Stack>
      <ScrollToTop {...args} />
    </>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; after 100 px of scroll it appears, and it brings the page back up. */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 0, behavior: 'auto' });
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    window.scrollTo({ top: 100, behavior: 'auto' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    window.scrollTo({ top: 400, behavior: 'auto' });
    const button = await canvas.findByRole('button', { name: 'Scroll to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument());
  },
};

/** Scrolled down: the button shows in the corner. */
export const Visible: Story = {
  play: async ({ canvas }) => {
    window.scrollTo({ top: 300, behavior: 'auto' });
    await expect(await canvas.findByRole('button', { name: 'Scroll to top' })).toBeVisible();
  },
  // The full-page screenshot scrolls the page itself, which moves the fixed button on each run.
  parameters: { visual: { disable: 'a fixed button over a scrolled page is not stable in a full-page screenshot' } },
};

export const AtTop: Story = {
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0, behavior: 'auto' });
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  },
};

/** The matrix: a page scrolled past the threshold at the top of the list is the only other state. */
export const All: Story = {
  args: { threshold: -1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Scroll to top' })).toBeVisible();
  },
};

/**
 * Rendered after the page's main landmark (as an app's layout does), the button is drawn inside it: a screen
 * reader meets it with the content, and nothing on the page is outside a landmark.
 */
export const InsideMain: Story = {
  args: { threshold: -1 },
  render: (args) => (
    <>
      <main>
        <Stack gap="md">
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} padding="md">{`Connection ${i + 1}`}</Card>
          ))}
        </Stack>
      </main>
      <ScrollToTop {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Scroll to top' });
    await expect(canvas.getByRole('main')).toContainElement(button);
  },
};
