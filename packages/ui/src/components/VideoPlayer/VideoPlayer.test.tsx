import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

describe('VideoPlayer', () => {
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
});
