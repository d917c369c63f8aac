export { RecognitionCard } from './RecognitionCard.tsx';
export type { RecognitionCardProps } from './RecognitionCard.tsx';
