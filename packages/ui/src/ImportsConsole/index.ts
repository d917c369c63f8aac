export { ImportsConsole } from './ImportsConsole.tsx';
export type {
  ImportMode,
  ImportProgress,
  ImportReport,
  ImportReportRow,
  ImportRequest,
  ImportRowStatus,
  ImporterOption,
  ImportsConsoleProps,
} from './ImportsConsole.tsx';
