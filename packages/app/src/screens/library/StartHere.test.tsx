import '../../test/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { StartHere } from './StartHere';

const renderStartHere = (settings: Record<string, string> = {}) =>
  renderScreen({
    path: '/home',
    route: '/home',
    screen: <StartHere />,
    settings: { featuredCatalogItemId: 1, ...settings } as never,
  });

describe('Start Here video', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('plays the configured video with its poster and English captions when its button is pressed, never by itself', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderStartHere({
      dashboardVideoUrl: 'https://app.test/assets/catalog/start_here.webm',
      dashboardVideoPosterUrl: 'https://app.test/assets/catalog/start_here_poster.jpg',
      dashboardVideoCaptionsUrl: 'https://app.test/assets/catalog/start_here.en.vtt',
    });
    // The poster and a play button first (the player's controls cost a phone's first paint dearly).
    const button = await screen.findByRole('button', { name: 'Play video: Welcome to Insight' });
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://app.test/assets/catalog/start_here_poster.jpg');
    expect(screen.queryByLabelText('Welcome to Insight')).not.toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(play).toHaveBeenCalledTimes(1);
    const video = await screen.findByLabelText('Welcome to Insight');
    expect(video).toHaveFocus();
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://app.test/assets/catalog/start_here.webm');
    expect(video).toHaveAttribute('poster', 'https://app.test/assets/catalog/start_here_poster.jpg');
    expect(video).toHaveAttribute('controls');
    // Media that waits its turn: nothing of the video is fetched before play.
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect((video as HTMLVideoElement).autoplay).toBe(false);
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', 'https://app.test/assets/catalog/start_here.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
  });

  it('has no captions track when none is configured, and no video without a video address', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const first = renderStartHere({ dashboardVideoUrl: 'https://v.test/a.mp4' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Play video: Welcome to Insight' }));
    expect((await screen.findByLabelText('Welcome to Insight')).querySelector('track')).toBeNull();
    first.unmount();
    renderStartHere({ dashboardVideoUrl: '  ' });
    expect(await screen.findByRole('heading', { name: 'Start Here' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Welcome to Insight')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play video: Welcome to Insight' })).not.toBeInTheDocument();
  });
});
