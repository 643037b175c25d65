import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, Link, vars } from '@insight/ui';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['stable'],
  args: { label: 'Select All', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Select All' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };

const termsLabel = (onTerms: () => void, onPrivacy: () => void) => (
  <>
    I am at least 13 years old and agree to the{' '}
    <Link
      href="#terms"
      onClick={(event) => {
        event.preventDefault();
        onTerms();
      }}
    >
      Terms of Service
    </Link>{' '}
    and{' '}
    <Link
      href="#privacy"
      onClick={(event) => {
        event.preventDefault();
        onPrivacy();
      }}
    >
      Privacy Policy
    </Link>
  </>
);

const onTerms = fn();
const onPrivacy = fn();

/** The register screen's box: its links open the terms and privacy modals without ticking it. */
export const WithLinks: Story = {
  args: { label: termsLabel(onTerms, onPrivacy), required: true },
  argTypes: { label: { control: false } },
  play: async ({ canvas, userEvent }) => {
    onTerms.mockClear();
    const box = canvas.getByRole('checkbox', {
      name: 'I am at least 13 years old and agree to the Terms of Service and Privacy Policy',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Terms of Service' }));
    await expect(onTerms).toHaveBeenCalledTimes(1);
    await expect(box).not.toBeChecked();
  },
};

export const WithError: Story = {
  args: { label: termsLabel(onTerms, onPrivacy), required: true, error: 'Accepting Terms of Service is required' },
  argTypes: { label: { control: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accepting Terms of Service is required');
  },
};

export const WithHint: Story = { args: { label: 'Share every guide', hint: 'New guides are shared too.' } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBeDisabled();
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toHaveFocus();
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.lg, maxWidth: 480 }}>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="With hint" hint="New guides are shared too." />
      <Checkbox
        label={termsLabel(
          () => {},
          () => {},
        )}
        error="Accepting Terms of Service is required"
      />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
    </div>
  ),
};
