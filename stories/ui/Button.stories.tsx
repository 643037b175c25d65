import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, IconButton, iconNames, vars, type ButtonSize, type ButtonVariant } from '@insight/ui';

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'link'];
const sizes: ButtonSize[] = ['md', 'sm'];

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['stable'],
  args: {
    children: 'Save',
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    leadingIcon: { control: 'select', options: [undefined, ...iconNames] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { children: 'Login' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Remove' } };
export const LinkButton: Story = { name: 'Link', args: { variant: 'link', children: 'Terms of Service' } };
export const Small: Story = { args: { size: 'sm', children: 'View' } };
export const WithIcon: Story = { args: { leadingIcon: 'cart', children: 'Add to Cart' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Start' } };

export const Loading: Story = {
  args: { loading: true, children: 'Login' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Login' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The focus ring, as a keyboard user sees it. */
export const Focused: Story = {
  args: { children: 'Send' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
  },
};

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
      <IconButton icon="close" aria-label="Close" />
      <IconButton icon="help" aria-label="Help" variant="secondary" />
      <IconButton icon="arrowUp" aria-label="Scroll to top" variant="primary" />
      <IconButton icon="close" aria-label="Remove" variant="danger" size="sm" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  },
};

/** Every variant, size and state together, for the visual diff. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {sizes.map((size) =>
        (['default', 'loading', 'disabled'] as const).map((state) => (
          <div key={`${size}-${state}`} style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
            {variants.map((variant) => (
              <Button
                key={variant}
                variant={variant}
                size={size}
                loading={state === 'loading'}
                disabled={state === 'disabled'}
              >
                {`${variant} ${size}${state === 'default' ? '' : ` ${state}`}`}
              </Button>
            ))}
          </div>
        )),
      )}
      <div style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
        <Button leadingIcon="cart">Add to Cart</Button>
        <Button variant="secondary" leadingIcon="user">
          Change Photo
        </Button>
        <IconButton icon="close" aria-label="Close" />
        <IconButton icon="help" aria-label="Help" variant="secondary" />
        <IconButton icon="arrowUp" aria-label="Scroll to top" variant="primary" />
        <IconButton icon="close" aria-label="Remove" variant="danger" size="sm" />
      </div>
      <Button fullWidth>Full width</Button>
    </div>
  ),
};
