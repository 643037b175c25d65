import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames, vars, type IconSize } from '@insight/ui';

const sizes: IconSize[] = ['sm', 'md', 'lg'];

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['stable'],
  args: { name: 'cart', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: sizes },
    title: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  args: { name: 'help' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** With a title it stands alone as an image with that name. */
export const WithTitle: Story = {
  args: { name: 'warning', title: 'Warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  },
};

/** Every icon in every size, with its name. */
export const All: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: vars.space.lg,
        color: vars.color.text,
      }}
    >
      {iconNames.map((name) => (
        <figure
          key={name}
          style={{
            margin: 0,
            display: 'grid',
            justifyItems: 'center',
            gap: vars.space.sm,
            padding: vars.space.md,
            background: vars.color.surface,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
          }}
        >
          <div style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
            {sizes.map((size) => (
              <Icon key={size} name={name} size={size} />
            ))}
          </div>
          <figcaption style={{ fontSize: vars.font.sizeXs, color: vars.color.textMuted }}>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
