import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Stack, TitleBanner } from '@insight/ui';
import { images } from './fixtures';

const meta = {
  title: 'Components/TitleBanner',
  component: TitleBanner,
  tags: ['stable'],
  args: { title: 'Career Guide', subtitle: 'Your strengths at work', backgroundImage: images.banner, headingLevel: 1 },
  argTypes: {
    title: { control: 'text' },
    subtitle: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [1, 2] },
    children: { control: false },
  },
} satisfies Meta<typeof TitleBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Career Guide' })).toBeInTheDocument();
    await expect(canvas.getByText('Your strengths at work')).toBeInTheDocument();
  },
};

export const WithoutImage: Story = { args: { backgroundImage: undefined } };

/** A connection's guide (SPEC: 'report name : first last'). */
export const ConnectionGuide: Story = {
  args: {
    title: 'Career Guide : Jane Doe',
    subtitle: 'You are viewing this guide as Jane Doe would see it',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Career Guide : Jane Doe' })).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    children: (
      <div>
        <Button variant="secondary">Return to Library</Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Return to Library' })).toBeInTheDocument();
  },
};

export const All: Story = {
  render: () => (
    <Stack gap="lg">
      <TitleBanner title="With an image" subtitle="And a subtitle" backgroundImage={images.banner} />
      <TitleBanner title="The brand gradient" headingLevel={2} />
    </Stack>
  ),
};
