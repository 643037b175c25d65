export { CircleScreen } from './CircleScreen';
export { CompareScreen } from './CompareScreen';
export {
  PersonTraits,
  TraitProfileChart,
  type PersonTraitsProps,
  type TraitProfileChartProps,
} from './TraitProfileChart';
export { readComparison, CLOSE_WITHIN, type ComparedPerson, type ComparisonReading } from './reading';
export { readCircle, type CirclePerson, type CircleReading, type TraitSpread } from './circleReading';
