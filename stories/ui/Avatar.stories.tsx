import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar, Stack } from '@insight/ui';
import { images } from './fixtures';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['stable'],
  args: { src: images.person, alt: 'Jane Doe', size: 'sm' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'lg'] }, src: { control: 'text' } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jane Doe' })).toBeInTheDocument();
  },
};

/** The profile picture: round at 128 px. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: 'Jane Doe' }).parentElement as HTMLElement;
    await expect(box.getBoundingClientRect().width).toBe(128);
    await expect(getComputedStyle(box).borderTopLeftRadius).not.toBe('0px');
  },
};

/** No picture: the default person icon, still named. */
export const DefaultIcon: Story = {
  args: { src: undefined, size: 'lg' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Jane Doe' });
    await expect(icon.tagName.toLowerCase()).toBe('svg');
  },
};

/** A picture that fails to load falls back to the icon. */
export const BrokenImage: Story = {
  args: { src: '/no-such-picture.png' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Jane Doe' })).toBeInTheDocument();
  },
};

export const All: Story = {
  render: () => (
    <Stack direction="row" gap="xl">
      <Avatar alt="Jane Doe" src={images.person} size="sm" />
      <Avatar alt="John Roe" size="sm" />
      <Avatar alt="Jane Doe, large" src={images.person} size="lg" />
      <Avatar alt="John Roe, large" size="lg" />
    </Stack>
  ),
};
