export { PageNotFound, pageNotFoundTexts } from './PageNotFound.tsx';
export type { PageNotFoundProps } from './PageNotFound.tsx';
