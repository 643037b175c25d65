export { GuideCard, guideRibbonTone, type GuideCardProps, type GuideType } from './GuideCard';
export { formatPrice, type FormatPriceOptions } from './formatPrice';
