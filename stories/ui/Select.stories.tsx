import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select, Stack } from '@insight/ui';

const connections = [
  { value: '1', label: 'Jane Doe' },
  { value: '2', label: 'John Roe' },
  { value: '3', label: 'Sam Poe' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['stable'],
  args: { label: 'Connection', options: connections, disabled: false, onValueChange: fn() },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Connection' });
    await expect(select).toHaveDisplayValue('---Please select---');
    await userEvent.selectOptions(select, 'John Roe');
    await expect(args.onValueChange).toHaveBeenCalledWith('2', expect.anything());
    await expect(select).toHaveDisplayValue('John Roe');
  },
};

export const Selected: Story = { args: { defaultValue: '1' } };

/** The guide selector is disabled without a connection (SPEC §5). */
export const Disabled: Story = {
  args: { label: 'Guide', disabled: true, options: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Guide' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { label: 'Package', required: true, error: 'Selecting a package is required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Package/ });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Selecting a package is required');
  },
};

export const WithHint: Story = { args: { hint: 'Only people who share guides with you.' } };
export const WithoutPlaceholder: Story = { args: { placeholder: false } };

export const All: Story = {
  render: () => (
    <Stack gap="xl">
      <Select label="Default" options={connections} />
      <Select label="Selected" options={connections} defaultValue="2" />
      <Select label="With hint" options={connections} hint="A hint under the label." />
      <Select label="Required with error" options={connections} required error="Selecting a package is required" />
      <Select label="Disabled" options={connections} disabled />
    </Stack>
  ),
};
