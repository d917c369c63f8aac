export { PromosConsole } from './PromosConsole.tsx';
export type { PromoCodeForm, PromoCodeRow, PromosConsoleProps } from './PromosConsole.tsx';
