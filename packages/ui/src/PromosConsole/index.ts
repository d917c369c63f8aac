export { PromosConsole } from './PromosConsole.tsx';
export type {
  PromoCodeEnd,
  PromoCodeForm,
  PromoCodeRow,
  PromosConsoleProps,
} from './PromosConsole.tsx';
