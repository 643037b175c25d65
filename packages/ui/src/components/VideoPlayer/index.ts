export { VideoPlayer, type VideoCaptions, type VideoPlayerProps } from './VideoPlayer';
