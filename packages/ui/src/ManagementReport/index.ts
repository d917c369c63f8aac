export {
  ManagementReport,
  type ManagementReportProps,
  type ManagementReportEntry,
  type ReportScope,
} from './ManagementReport.tsx';
