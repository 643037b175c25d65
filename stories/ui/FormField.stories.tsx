import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField, Stack } from '@insight/ui';
import { controlStyle } from './fixtures';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  tags: ['stable'],
  args: {
    label: 'Message',
    hint: 'Optional: a line for the person you invite.',
    required: false,
    children: (field) => <textarea {...field} rows={3} style={controlStyle} />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByLabelText('Message');
    await expect(control).toHaveAccessibleDescription('Optional: a line for the person you invite.');
    await userEvent.type(control, 'Hello');
    await expect(control).toHaveValue('Hello');
  },
};

/** Outside a Form the error shows at once, is wired by aria-describedby and sets aria-invalid. */
export const WithError: Story = {
  args: {
    label: 'First name',
    hint: undefined,
    required: true,
    error: 'First name is required',
    children: (field) => <input {...field} style={controlStyle} />,
  },
  play: async ({ canvas }) => {
    const control = canvas.getByLabelText(/First name/);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAttribute('aria-required', 'true');
    await expect(control).toHaveAccessibleDescription('First name is required');
  },
};

export const Required: Story = { args: { required: true } };

export const All: Story = {
  render: () => (
    <Stack gap="xl">
      <FormField label="Plain">{(f) => <input {...f} style={controlStyle} />}</FormField>
      <FormField label="With hint" hint="A hint.">
        {(f) => <input {...f} style={controlStyle} />}
      </FormField>
      <FormField label="Required" required>
        {(f) => <input {...f} style={controlStyle} />}
      </FormField>
      <FormField label="With error" error="First name must be at least 2 characters long.">
        {(f) => <input {...f} defaultValue="J" style={controlStyle} />}
      </FormField>
    </Stack>
  ),
};
