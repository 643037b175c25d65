export { Header, HeaderButton, type HeaderBrand, type HeaderItem, type HeaderProps } from './Header';
