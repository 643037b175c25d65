import '../../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it('plays the configured video with its poster and English captions, never by itself', async () => {
    renderStartHere({
      dashboardVideoUrl: 'https://app.test/assets/catalog/start_here.webm',
      dashboardVideoPosterUrl: 'https://app.test/assets/catalog/start_here_poster.jpg',
      dashboardVideoCaptionsUrl: 'https://app.test/assets/catalog/start_here.en.vtt',
    });
    const video = await screen.findByLabelText('Welcome to Insight');
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
    const first = renderStartHere({ dashboardVideoUrl: 'https://v.test/a.mp4' });
    expect((await screen.findByLabelText('Welcome to Insight')).querySelector('track')).toBeNull();
    first.unmount();
    renderStartHere({ dashboardVideoUrl: '  ' });
    expect(await screen.findByRole('heading', { name: 'Start Here' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Welcome to Insight')).not.toBeInTheDocument();
  });
});
