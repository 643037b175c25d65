export { TitleBanner, type TitleBannerProps } from './TitleBanner';
