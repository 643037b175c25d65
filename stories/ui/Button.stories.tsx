import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  Button,
  IconButton,
  iconNames,
  vars,
  type ButtonAppearance,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from '@insight/ui';

const variants: ButtonVariant[] = ['primary', 'secondary', 'plain'];
const tones: ButtonTone[] = ['neutral', 'critical'];
const sizes: ButtonSize[] = ['md', 'sm'];

/** The looks of the matrix: how loud (variant) by what it means (tone); a plain action is never critical. */
const looks: ReadonlyArray<{ caption: string; look: ButtonAppearance }> = [
  { caption: 'primary', look: { variant: 'primary' } },
  { caption: 'secondary', look: { variant: 'secondary' } },
  { caption: 'critical', look: { variant: 'primary', tone: 'critical' } },
  { caption: 'plain', look: { variant: 'plain' } },
];

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['stable'],
  args: {
    children: 'Save',
    variant: 'primary',
    tone: 'neutral',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    tone: { control: 'inline-radio', options: tones },
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
/** A destructive action: the loud one of its view (Remove, after a confirmation). */
export const Critical: Story = { args: { tone: 'critical', children: 'Remove' } };
/** A destructive action beside a louder one (e.g. Remove next to a primary Save). */
export const CriticalSecondary: Story = { args: { variant: 'secondary', tone: 'critical', children: 'Remove' } };
/** Text only, underlined: an action inside running text (Terms of Service). */
export const Plain: Story = { args: { variant: 'plain', children: 'Terms of Service' } };
export const Small: Story = { args: { size: 'sm', children: 'View' } };
export const WithIcon: Story = { args: { leadingIcon: 'cart', children: 'Add to Cart' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Start' } };

export const Loading: Story = {
  args: { loading: true, children: 'Login' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    // Unavailable but focusable: whoever pressed it keeps their place while the work runs.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
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
      <IconButton icon="close" aria-label="Remove" variant="primary" tone="critical" size="sm" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
  },
};

/** The looks, sizes and states together, for the visual diff (the critical secondary has its own story). */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {sizes.map((size) =>
        (['default', 'loading', 'disabled'] as const).map((state) => (
          <div key={`${size}-${state}`} style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
            {looks.map(({ caption, look }) => (
              <Button key={caption} {...look} size={size} loading={state === 'loading'} disabled={state === 'disabled'}>
                {`${caption} ${size}${state === 'default' ? '' : ` ${state}`}`}
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
        <IconButton icon="close" aria-label="Remove" variant="primary" tone="critical" size="sm" />
      </div>
      <Button fullWidth>Full width</Button>
    </div>
  ),
};
