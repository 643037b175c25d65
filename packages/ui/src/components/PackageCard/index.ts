export { PackageCard, packageRibbonTone, sanitizeHtml, type PackageCardProps } from './PackageCard';
