export { Header, clampCount, defaultHeaderLabels, headerPaths, type HeaderLabels, type HeaderProps } from './Header';
