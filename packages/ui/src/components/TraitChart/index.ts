export {
  TraitChart,
  type TraitChartMarker,
  type TraitChartProps,
  type TraitChartSeries,
  type TraitChartTrait,
} from './TraitChart';
