import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, vars } from '@insight/ui';

const pronouns = [
  { value: 'M', label: 'He/him' },
  { value: 'F', label: 'She/her' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['stable'],
  args: { legend: 'Preferred Pronoun', name: 'gender', options: pronouns, onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    error: { control: 'text' },
    hint: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'She/her' }));
    await expect(args.onChange).toHaveBeenCalledWith('F', expect.anything());
    await expect(canvas.getByRole('radio', { name: 'She/her' })).toBeChecked();
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Preferred Pronoun' })).toBeInTheDocument();
  },
};

export const Selected: Story = { args: { defaultValue: 'M' } };

/** Arrow keys move between the options, as native radios do. */
export const Keyboard: Story = {
  args: { defaultValue: 'M' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'He/him' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'She/her' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'She/her' })).toHaveFocus();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Selecting a preferred pronoun is required' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred Pronoun' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Selecting a preferred pronoun is required');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', hint: 'Used in your guides.' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'F' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <RadioGroup legend="Default" name="a" options={pronouns} />
      <RadioGroup legend="Selected" name="b" options={pronouns} defaultValue="M" />
      <RadioGroup
        legend="Required with error"
        name="c"
        options={pronouns}
        required
        error="Selecting a preferred pronoun is required"
      />
      <RadioGroup
        legend="Vertical with hint"
        name="d"
        options={pronouns}
        orientation="vertical"
        hint="Used in your guides."
      />
      <RadioGroup legend="Disabled" name="e" options={pronouns} disabled defaultValue="F" />
      <RadioGroup
        legend="One option disabled"
        name="f"
        options={[...pronouns, { value: 'X', label: 'Not offered', disabled: true }]}
      />
    </div>
  ),
};
