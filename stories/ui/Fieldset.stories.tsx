import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Fieldset, TextField, tokens, vars, type SpaceToken } from '@insight/ui';
import { fontSizePx, px, textSizes as sizes } from './computed';

const gaps = Object.keys(tokens.space) as SpaceToken[];

const nameFields = (
  <>
    <TextField label="First Name" name="firstName" autoComplete="given-name" />
    <TextField label="Last Name" name="lastName" autoComplete="family-name" />
  </>
);
const boxes = (
  <>
    <Card padding="md">First</Card>
    <Card padding="md">Second</Card>
  </>
);

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  tags: ['stable'],
  args: { legend: 'Personal', legendSize: 'xl', gap: 'lg', hideLegend: false, disabled: false, children: nameFields },
  argTypes: {
    legend: { control: 'text' },
    legendSize: { control: 'inline-radio', options: sizes },
    gap: { control: 'select', options: gaps },
    hideLegend: { control: 'boolean' },
    disabled: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Personal' });
    const legend = within(group).getByText('Personal');
    await expect(group.tagName).toBe('FIELDSET');
    await expect(legend.tagName).toBe('LEGEND');
    await expect(getComputedStyle(legend).fontSize).toBe(px(tokens.font.sizeXl));
    await expect(getComputedStyle(legend).marginBlockEnd).toBe(px(tokens.space.lg));
    await expect(getComputedStyle(group).rowGap).toBe(px(tokens.space.lg));
    await expect(within(group).getByRole('textbox', { name: 'First Name' })).toBeEnabled();
  },
};

/** The legend stays the group's name for assistive technology, out of sight (a title nearby already says it). */
export const HiddenLegend: Story = {
  args: { hideLegend: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Personal' });
    const legend = within(group).getByText('Personal');
    await expect(legend.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(legend).position).toBe('absolute');
  },
};

/** A disabled fieldset disables every control inside, natively. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Personal' });
    await expect(group).toBeDisabled();
    for (const field of within(group).getAllByRole('textbox')) await expect(field).toBeDisabled();
  },
};

/** Every legend size at the default gap, then every gap at the default size. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {sizes.map((size) => (
        <Fieldset key={size} legend={`Size ${size}`} legendSize={size}>
          {boxes}
        </Fieldset>
      ))}
      {gaps.map((gap) => (
        <Fieldset key={gap} legend={`Gap ${gap}`} gap={gap}>
          {boxes}
        </Fieldset>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of sizes) {
      const group = canvas.getByRole('group', { name: `Size ${size}` });
      await expect(getComputedStyle(within(group).getByText(`Size ${size}`)).fontSize).toBe(fontSizePx(size));
    }
    for (const gap of gaps) {
      const group = canvas.getByRole('group', { name: `Gap ${gap}` });
      await expect(getComputedStyle(group).rowGap).toBe(px(tokens.space[gap]));
    }
  },
};
