import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack, Switch } from '@insight/ui';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['beta'],
  args: { label: 'Invitation accepted', onChange: fn().mockName('onChange') },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click, on the track or the label, turns it on; Space from the keyboard turns it off again. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Invitation accepted' });
    await expect(control).not.toBeChecked();
    await expect(canvas.getByText('Off')).toBeVisible();
    await userEvent.click(canvas.getByText('Invitation accepted'));
    await expect(control).toBeChecked();
    await expect(canvas.getByText('On')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };

/** Keyboard focus: the ring goes around the track. */
export const Focused: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Invitation accepted' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'A mail when someone accepts an invitation you sent.', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Invitation accepted' })).toHaveAccessibleDescription(
      'A mail when someone accepts an invitation you sent.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Your setting could not be saved. Please try again.', defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Invitation accepted' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('Your setting could not be saved. Please try again.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Invitation accepted' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};

/** Every state together; drawn on a phone and in the dark theme too. */
export const All: Story = {
  render: () => (
    <Stack gap="lg">
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="With a hint" hint="A few words about what it does." defaultChecked />
      <Switch label="With an error" error="Could not save." />
      <Switch label="Disabled, off" disabled />
      <Switch label="Disabled, on" disabled defaultChecked />
    </Stack>
  ),
};
