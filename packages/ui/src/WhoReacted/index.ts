export { WhoReacted } from './WhoReacted.tsx';
export type { Reactors, WhoReactedProps } from './WhoReacted.tsx';
