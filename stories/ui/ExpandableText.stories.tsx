import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExpandableText, Stack } from '@insight/ui';
import { longText } from './fixtures';

const meta = {
  title: 'Components/ExpandableText',
  component: ExpandableText,
  tags: ['stable'],
  args: { children: longText, maxLength: 120, defaultExpanded: false },
  argTypes: { children: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExpandableText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const more = canvas.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(longText)).not.toBeInTheDocument();
    await userEvent.click(more);
    await expect(canvas.getByText(longText)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

/** Short text has no button. */
export const Short: Story = {
  args: { children: 'A short description.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const All: Story = {
  render: () => (
    <Stack gap="lg">
      <ExpandableText>{longText}</ExpandableText>
      <ExpandableText defaultExpanded>{longText}</ExpandableText>
      <ExpandableText>A short description.</ExpandableText>
    </Stack>
  ),
};
