export {
  HomeAllowance,
  HomeWelcome,
  HomeStats,
  RecentRecognitionList,
  GetToKnowList,
} from './Home.tsx';
export type {
  GetToKnowItem,
  GetToKnowListProps,
  HomeAllowanceProps,
  HomeStatsProps,
  HomeStatsValues,
  HomeWelcomeProps,
  RecentRecognitionListProps,
  RecentRecognitionRow,
} from './Home.tsx';
