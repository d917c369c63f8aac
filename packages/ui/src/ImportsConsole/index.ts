export { ImportsConsole } from './ImportsConsole.tsx';
export type { ImportsConsoleProps } from './ImportsConsole.tsx';
export type {
  ImportJobProgress,
  ImportJobView,
  ImportMode,
  ImportOrderLine,
  ImportReport,
  ImportReportRow,
  ImportRequest,
  ImportRowStatus,
  ImportUpload,
  ImporterOption,
} from './types.ts';
