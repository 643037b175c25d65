export { GuideCard, guideRibbonTone, type GuideCardProps, type GuideType } from './GuideCard';
export { formatPrice } from './formatPrice';
