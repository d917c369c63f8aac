export { SafeHtml } from './SafeHtml.tsx';
export type { SafeHtmlProps } from './SafeHtml.tsx';
