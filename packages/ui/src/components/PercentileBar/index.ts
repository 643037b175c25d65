export {
  PercentileBar,
  type PercentileBarProps,
  type PercentileBarVariant,
  type PercentileLevel,
  type PercentileZones,
} from './PercentileBar';
