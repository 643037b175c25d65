import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, VideoPlayer } from '@insight/ui';
import { images } from './fixtures';

// No video file is shipped with the stories: the player shows its poster, which is what the screenshot needs.
const src = 'data:video/mp4;base64,';
const captions = `data:text/vtt;charset=utf-8,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to your dashboard.\n')}`;

const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  tags: ['stable'],
  args: { src, poster: images.banner, title: 'Dashboard introduction' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('aria-label', 'Dashboard introduction');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('poster', images.banner);
  },
};

export const WithCaptions: Story = {
  args: { captions: { src: captions, srcLang: 'en', label: 'English' } },
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'en');
  },
};

export const WithoutPoster: Story = { args: { poster: undefined } };

/**
 * A page that must start quickly draws the poster and one play button in the player's place; pressing it brings
 * the player, playing, with the focus on it. Here by keyboard: the button takes the focus, Enter presses it.
 */
export const WithPlayButton: Story = {
  args: { playLabel: 'Play: Dashboard introduction' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('video')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Play: Dashboard introduction' });
    await expect(button.querySelector('img')).toHaveAttribute('src', images.banner);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const video = canvas.getByLabelText('Dashboard introduction');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Play: Dashboard introduction' })).toBeNull();
  },
};

/** The play button before it is pressed (its focus ring drawn inside the frame's rounded corners). */
export const PlayButtonFocused: Story = {
  args: { playLabel: 'Play: Dashboard introduction' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play: Dashboard introduction' })).toHaveFocus();
  },
};

export const All: Story = {
  render: () => (
    <Stack gap="lg">
      <VideoPlayer src={src} poster={images.banner} title="With a poster" />
      <VideoPlayer src={src} title="Without a poster" captions={{ src: captions, srcLang: 'en', label: 'English' }} />
      <VideoPlayer
        src={src}
        poster={images.banner}
        title="Behind a play button"
        playLabel="Play: Behind a play button"
      />
    </Stack>
  ),
};
