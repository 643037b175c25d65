import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, TextField, vars } from '@insight/ui';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['stable'],
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ann@example.com');
    await userEvent.tab();
    await expect(input).toHaveValue('ann@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('ann@example.com'.length);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Password',
    type: 'password',
    name: 'password',
    hint: 'Passwords must be between 8 and 32 characters in length and can contain letters, numbers and special characters.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Passwords must be between 8 and 32 characters in length and can contain letters, numbers and special characters.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Email is required', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ann@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { label: 'First Name', type: 'text', name: 'firstName', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('required');
  },
};

/** Focused, with the focus ring. */
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

/** Controlled: the error appears after the first submit, as SPEC §4 wants, and clears when fixed. */
export const ErrorAfterSubmit: Story = {
  render: function Render() {
    const [value, setValue] = useState('');
    const [submitted, setSubmitted] = useState(false);
    const error = submitted && value.trim() === '' ? 'First name is required' : undefined;
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
        }}
        style={{ display: 'grid', gap: vars.space.md }}
      >
        <TextField label="First Name" required value={value} onChange={(e) => setValue(e.target.value)} error={error} />
        <Button type="submit">Start</Button>
      </form>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(canvas.queryByText('First name is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(input).toHaveAccessibleDescription('First name is required');
    await userEvent.type(input, 'Ann');
    await expect(input).not.toHaveAccessibleDescription();
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <TextField label="Default" />
      <TextField label="With value" defaultValue="ann@example.com" type="email" />
      <TextField label="Placeholder" placeholder="name@example.com" />
      <TextField label="Required" required />
      <TextField label="With hint" hint="We never share your address." />
      <TextField label="With error" error="Email is required" required />
      <TextField label="Hint and error" hint="8 to 32 characters." error="Password is required" type="password" />
      <TextField label="Disabled" disabled defaultValue="read only" />
    </div>
  ),
};
