export { PackageCard, packageRibbonTone, type PackageCardProps } from './PackageCard';
