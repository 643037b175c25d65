export { TraitChart, type TraitChartProps, type TraitChartSeries, type TraitChartTrait } from './TraitChart';
