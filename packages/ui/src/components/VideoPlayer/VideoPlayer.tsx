import { forwardRef, type VideoHTMLAttributes } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';

export interface VideoCaptions {
  /** A WebVTT file. */
  src: string;
  /** e.g. 'en'. */
  srcLang: string;
  /** e.g. 'English'. */
  label: string;
}

export interface VideoPlayerProps extends Omit<
  VideoHTMLAttributes<HTMLVideoElement>,
  'title' | 'children' | 'controls'
> {
  src: string;
  /** The still shown before playing. */
  poster?: string;
  /** The accessible name of the video, e.g. 'Dashboard introduction'. */
  title: string;
  /** A captions track, when there is one. */
  captions?: VideoCaptions;
  /**
   * What the browser fetches before play: 'none' by default (nothing: the poster stands in until the person
   * presses play), 'metadata' or 'auto' when the page wants it sooner.
   */
  preload?: 'none' | 'metadata' | 'auto';
}

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.text};
  box-shadow: ${vars.shadow.sm};
  aspect-ratio: 16 / 9;

  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    background: ${vars.color.text};
  }
`;

/**
 * A 16:9 video with the browser's controls, a poster, an accessible name and optional captions. It fetches
 * nothing before play (preload 'none'); its box is sized before anything arrives (the frame's 16:9, and the
 * element's own width and height), so the poster's arrival shifts nothing.
 */
export const VideoPlayer = forwardRef<HTMLVideoElement, VideoPlayerProps>(function VideoPlayer(
  { src, poster, title, captions, preload = 'none', ...rest },
  ref,
) {
  return (
    <Frame>
      {/* Captions are optional: the dashboard video has none in the product; pass `captions` when it does. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        src={src}
        poster={poster}
        controls
        preload={preload}
        width={1280}
        height={720}
        aria-label={title}
        {...rest}
      >
        {captions ? (
          <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} default />
        ) : null}
      </video>
    </Frame>
  );
});
VideoPlayer.displayName = 'VideoPlayer';
