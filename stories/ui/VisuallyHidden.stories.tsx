import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, VisuallyHidden, vars } from '@insight/ui';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['stable'],
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <p>
      Visible text. <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Read by screen readers only');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A button whose only visible content is an icon, named by hidden text. */
export const InsideButton: Story = {
  render: () => (
    <button
      type="button"
      style={{
        display: 'inline-flex',
        padding: vars.space.sm,
        border: `1px solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.md,
        background: vars.color.surface,
        color: vars.color.text,
      }}
    >
      <Icon name="help" />
      <VisuallyHidden>Help for My Connections</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Help for My Connections' })).toBeInTheDocument();
  },
};

/** Nothing shows: the matrix is the empty space plus a visible neighbour. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <p>
        Before <VisuallyHidden>hidden one</VisuallyHidden>after
      </p>
      <p>
        Before <VisuallyHidden>hidden two</VisuallyHidden>after
      </p>
    </div>
  ),
};
