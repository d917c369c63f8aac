export { RecognitionWall } from './RecognitionWall.tsx';
export type { RecognitionWallProps, WallFilter, WallFilterKind } from './RecognitionWall.tsx';
