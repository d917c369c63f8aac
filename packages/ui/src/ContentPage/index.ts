export { ContentPage } from './ContentPage.tsx';
export type { ContentPageProps } from './ContentPage.tsx';
