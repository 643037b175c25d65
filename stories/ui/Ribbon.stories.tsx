import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Ribbon, vars, type Tone } from '@insight/ui';

/** Every tone, with a sample label (the product decides what each means). */
const samples: Array<[Tone, string]> = [
  ['critical', 'Career'],
  ['success', 'Sports'],
  ['info', 'Personal'],
  ['neutral', 'Archived'],
  ['accent', 'Featured'],
  ['warning', 'Expiring'],
];

const meta = {
  title: 'Components/Ribbon',
  component: Ribbon,
  tags: ['stable'],
  args: { tone: 'critical', children: 'Career' },
  argTypes: {
    tone: { control: 'inline-radio', options: samples.map(([tone]) => tone) },
    children: { control: 'text' },
  },
  // A ribbon sits on the corner of a positioned card; `parameters.bare` for the matrix, which draws its own.
  decorators: [
    (Story, { parameters }) =>
      parameters.bare ? (
        <Story />
      ) : (
        <Card style={{ width: 240, height: 120 }}>
          <Story />
        </Card>
      ),
  ],
} satisfies Meta<typeof Ribbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Career')).toHaveAttribute('data-tone', 'critical');
  },
};
export const Critical: Story = { args: { tone: 'critical', children: 'Career' } };
export const Success: Story = { args: { tone: 'success', children: 'Sports' } };
export const Info: Story = { args: { tone: 'info', children: 'Personal' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Archived' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Featured' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Expiring' } };

export const All: Story = {
  parameters: { bare: true },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }}>
      {samples.map(([tone, label]) => (
        <Card key={tone} style={{ width: 200, height: 100 }}>
          <Ribbon tone={tone}>{label}</Ribbon>
        </Card>
      ))}
    </div>
  ),
};
