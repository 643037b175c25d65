import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Ribbon, vars, type RibbonTone } from '@insight/ui';

const tones: RibbonTone[] = ['red', 'green', 'blue'];

const meta = {
  title: 'Components/Ribbon',
  component: Ribbon,
  tags: ['stable'],
  args: { tone: 'red', children: 'Career' },
  argTypes: { tone: { control: 'inline-radio', options: tones }, children: { control: 'text' } },
  // A ribbon sits on the corner of a positioned card.
  decorators: [
    (Story) => (
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
    await expect(canvas.getByText('Career')).toHaveAttribute('data-tone', 'red');
  },
};
export const Red: Story = { args: { tone: 'red', children: 'Career' } };
export const Green: Story = { args: { tone: 'green', children: 'Sports' } };
export const Blue: Story = { args: { tone: 'blue', children: 'Personal' } };

export const All: Story = {
  decorators: [(Story) => Story()],
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.xl }}>
      {tones.map((tone, i) => (
        <Card key={tone} style={{ width: 200, height: 100 }}>
          <Ribbon tone={tone}>{['Career', 'Sports', 'Personal'][i]}</Ribbon>
        </Card>
      ))}
    </div>
  ),
};
