export { HomeWelcome, HomeStats, RecentRecognitionList } from './Home.tsx';
export type {
  HomeWelcomeProps,
  HomeStatsProps,
  HomeStatsValues,
  RecentRecognitionListProps,
  RecentRecognitionRow,
} from './Home.tsx';
