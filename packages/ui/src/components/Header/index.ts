export { Header, HeaderButton, clampCount, type HeaderBrand, type HeaderItem, type HeaderProps } from './Header';
