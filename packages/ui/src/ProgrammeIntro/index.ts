export { ProgrammeIntro } from './ProgrammeIntro.tsx';
