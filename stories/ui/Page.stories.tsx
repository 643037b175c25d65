import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Card, Page } from '@insight/ui';

const meta = {
  title: 'Components/Page',
  component: Page,
  tags: ['stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Manage Your Insight Account',
    as: 'main',
    width: 'wide',
    children: <Card>Page content sits in a centred column.</Card>,
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['main', 'div', 'section'] },
    width: { control: 'inline-radio', options: ['narrow', 'wide'] },
    title: { control: 'text' },
    subtitle: { control: 'text' },
    children: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Your Insight Account' })).toBeInTheDocument();
  },
};

export const Narrow: Story = { args: { width: 'narrow', title: 'Login To Insight' } };
export const WithSubtitleAndActions: Story = {
  args: {
    title: 'Build My Connections',
    subtitle: 'Invite people and choose what they may see.',
    actions: <Button>Invite Connections</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Invite Connections' })).toBeInTheDocument();
  },
};
export const WithoutHeading: Story = { args: { title: undefined } };

export const All: Story = {
  render: () => (
    <>
      <Page as="div" width="narrow" title="Narrow page" subtitle="640 px for forms">
        <Card>Form</Card>
      </Page>
      <Page as="div" width="wide" title="Wide page" actions={<Button variant="secondary">Action</Button>}>
        <Card>Cards</Card>
      </Page>
    </>
  ),
};
