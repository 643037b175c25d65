export { GuideCard, type GuideCardProps } from './GuideCard';
