export { Loading } from './Loading.tsx';
