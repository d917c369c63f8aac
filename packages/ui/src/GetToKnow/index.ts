export { GetToKnowCard } from './GetToKnowCard.tsx';
export type { GetToKnowCardData, GetToKnowCardProps } from './GetToKnowCard.tsx';
