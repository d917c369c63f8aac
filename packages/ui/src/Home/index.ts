export { HomeWelcome, HomeStats, RecentRecognitionList, GetToKnowList } from './Home.tsx';
export type {
  GetToKnowItem,
  GetToKnowListProps,
  HomeStatsProps,
  HomeStatsValues,
  HomeWelcomeProps,
  RecentRecognitionListProps,
  RecentRecognitionRow,
} from './Home.tsx';
