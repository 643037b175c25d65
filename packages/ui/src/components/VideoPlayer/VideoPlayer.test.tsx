import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

describe('VideoPlayer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('fetches nothing before play: preload none, its poster shown in a 16:9 frame', () => {
    render(<VideoPlayer src="https://v.test/intro.webm" poster="https://v.test/poster.jpg" title="Introduction" />);
    const video = screen.getByLabelText('Introduction');
    expect(video).toHaveAttribute('preload', 'none');
    expect((video as HTMLVideoElement).preload).toBe('none');
    expect(video).toHaveAttribute('poster', 'https://v.test/poster.jpg');
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    // The poster's box is the frame's, sized before anything arrives (no layout shift).
    expect(video).toHaveAttribute('width', '1280');
    expect(video).toHaveAttribute('height', '720');
  });

  it('takes another preload when asked', () => {
    render(<VideoPlayer src="https://v.test/intro.webm" title="Introduction" preload="metadata" />);
    expect(screen.getByLabelText('Introduction')).toHaveAttribute('preload', 'metadata');
  });

  it('with a play label: the poster and one button until it is pressed, then the player, focused and playing', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const ref = createRef<HTMLVideoElement>();
    const { container } = render(
      <VideoPlayer
        ref={ref}
        src="https://v.test/intro.webm"
        poster="https://v.test/poster.jpg"
        title="Introduction"
        playLabel="Play: Introduction"
      />,
    );
    expect(container.querySelector('video')).toBeNull();
    expect(ref.current).toBeNull();
    const button = screen.getByRole('button', { name: 'Play: Introduction' });
    // The poster is the button's picture (decorative: the button has the name).
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://v.test/poster.jpg');
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
    await userEvent.setup().click(button);
    const video = screen.getByLabelText('Introduction');
    expect(screen.queryByRole('button', { name: 'Play: Introduction' })).toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveFocus();
    expect(play).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(video);
  });

  it('with a play label and no poster: the button alone, by keyboard too', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(<VideoPlayer src="https://v.test/intro.webm" title="Introduction" playLabel="Play" />);
    expect(container.querySelector('img')).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Introduction')).toHaveFocus();
    expect(play).toHaveBeenCalledTimes(1);
  });
});
