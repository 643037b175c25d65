import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type VideoHTMLAttributes } from 'react';
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
  /**
   * The accessible name of a play button drawn over the poster in the player's place until it is pressed, e.g.
   * 'Play: Dashboard introduction'. Then the player comes, playing, with the focus on it. For a page that must be
   * quick to start: the browser's controls are a shadow tree of their own whose first style and layout cost about
   * 20 ms and the video box itself 20 ms more on a desktop CPU (a phone's is several times slower); a button and an
   * image cost little. Without it, the player is drawn at once.
   */
  playLabel?: string;
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

/** The poster and the play button, filling the frame (the player's place until it is pressed). */
const PlayButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: ${vars.color.text};
  cursor: pointer;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Drawn inside: the frame clips what lies outside its rounded corners. */
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: -6px;
  }
`;

const PlayMark = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${vars.color.primary};
  color: ${vars.color.primaryText};
  /* A ring of the mark's own text colour: the mark stands out from any poster, light or dark. */
  box-shadow:
    0 0 0 3px ${vars.color.primaryText},
    ${vars.shadow.sm};

  ${PlayButton}:hover & {
    background: ${vars.color.primaryHover};
  }
  svg {
    width: 28px;
    height: 28px;
    margin-left: 4px;
  }
`;

/**
 * A 16:9 video with the browser's controls, a poster, an accessible name and optional captions. It fetches
 * nothing before play (preload 'none'); its box is sized before anything arrives (the frame's 16:9, and the
 * element's own width and height), so the poster's arrival shifts nothing.
 */
export const VideoPlayer = forwardRef<HTMLVideoElement, VideoPlayerProps>(function VideoPlayer(
  { src, poster, title, captions, preload = 'none', playLabel, ...rest },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [pressed, setPressed] = useState(false);
  // The player, once there (with a play label, from the press on): handed out again at every render.
  useImperativeHandle(ref, () => videoRef.current as HTMLVideoElement);
  useEffect(() => {
    if (!pressed) return;
    // The press is the person's start: the player takes the focus the button had, and plays (a browser that
    // refuses leaves it paused, its controls there).
    const video = videoRef.current;
    video?.focus();
    video?.play()?.catch(() => undefined);
  }, [pressed]);
  if (playLabel && !pressed) {
    return (
      <Frame>
        <PlayButton type="button" aria-label={playLabel} onClick={() => setPressed(true)}>
          {poster ? <img src={poster} alt="" width={1280} height={720} /> : null}
          <PlayMark aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path
                fill="currentColor"
                d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z"
              />
            </svg>
          </PlayMark>
        </PlayButton>
      </Frame>
    );
  }
  return (
    <Frame>
      {/* Captions are optional: the dashboard video has none in the product; pass `captions` when it does. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
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
