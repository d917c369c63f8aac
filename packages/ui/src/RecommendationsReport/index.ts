export {
  RecommendationsReport,
  type RecommendationsReportProps,
  type RecommendationsEntry,
} from './RecommendationsReport.tsx';
