export {
  HistorySparkline,
  type HistorySparklinePoint,
  type HistorySparklinePoints,
  type HistorySparklineProps,
} from './HistorySparkline';
