import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button, Form, FormField, Select, Stack, TextField, useFieldError } from '@insight/ui';
import { controlStyle } from './fixtures';

/** TextField knows nothing of Form: useFieldError shows its error only after the first submit. */
function EmailField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const error = useFieldError(value ? undefined : 'Email is required');
  return (
    <TextField
      label="Email"
      type="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

function RecoverForm({ onSubmit }: { onSubmit: () => void }) {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Form invalid={!email || !reason} onSubmit={onSubmit} style={{ maxWidth: 400 }}>
      <EmailField value={email} onChange={setEmail} />
      <Select
        label="Reason"
        required
        options={[
          { value: 'forgot', label: 'I forgot it' },
          { value: 'stolen', label: 'Someone else knows it' },
        ]}
        value={reason}
        onValueChange={setReason}
        error={reason ? undefined : 'Selecting a reason is required'}
      />
      <FormField label="Message" hint="Optional">
        {(field) => <textarea {...field} rows={3} style={controlStyle} />}
      </FormField>
      <Stack direction="row" gap="sm">
        <Button type="submit">Submit</Button>
        <Button type="reset" variant="secondary">
          Cancel
        </Button>
      </Stack>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: Form,
  tags: ['stable'],
  args: { onSubmit: fn() },
  render: (args) => <RecoverForm onSubmit={() => args.onSubmit?.({} as never)} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Errors appear only after the first submit attempt (SPEC §4); focus goes to the first invalid field. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('Selecting a reason is required')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Email/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/Email/), 'jane@example.com');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Reason/ }), 'I forgot it');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Untouched: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
  },
};

export const Submitted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Cancel (a reset) hides the errors again. */
export const ResetAfterSubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByText('Email is required')).not.toBeInTheDocument();
  },
};

export const All: Story = {
  render: () => (
    <Stack direction="row" gap="xxl" align="start">
      <RecoverForm onSubmit={() => {}} />
      <Form submitted style={{ maxWidth: 400 }}>
        <FormField label="First name" required error="First name is required">
          {(field) => <input {...field} style={controlStyle} />}
        </FormField>
        <FormField label="Last name" error="Last name must be at least 2 characters long.">
          {(field) => <input {...field} defaultValue="D" style={controlStyle} />}
        </FormField>
      </Form>
    </Stack>
  ),
};
