/** The shapes the imports console shows: the command line's importers, a job and its report. */

/** An importer of the command line as the console offers it. */
export interface ImporterOption {
  name: string;
  required: readonly string[];
  optional: readonly string[];
  /** The sample file's name and its text. */
  sampleFile: string;
  sample: string;
  /** The columns whose cells identify a row (its report's key), when the server names them. */
  keyColumns?: readonly string[];
  /** Whether its rows may name image files to attach (products). */
  takesImages: boolean;
  /** The images its sample file names, to download beside it: file name and data: address. */
  sampleImages: readonly { name: string; dataUrl: string }[];
}

export type ImportRowStatus = 'added' | 'updated' | 'unchanged' | 'refused';
export type ImportMode = 'dryRun' | 'apply' | 'applyAccepted';

/** One row of a report: its line in the file, its outcome, its key (a refused row's too) and why. */
export interface ImportReportRow {
  row: number;
  status: ImportRowStatus;
  key: string;
  detail: string;
  /** A voucher code's: the waiting order line it went to (a dry run's: would go to). */
  orderLine?: ImportOrderLine | null;
}

/** An order line as a report names it: its order's number, its product, and whether it has every code. */
export interface ImportOrderLine {
  orderNum: string;
  product: string;
  fulfilled: boolean;
}

/** What the server said of a file: a dry run's report, or what an apply wrote. */
export interface ImportReport {
  message: string;
  importer: string;
  fileName: string;
  mode: ImportMode;
  committed: boolean;
  total: number;
  counts: Readonly<Record<ImportRowStatus, number>>;
  rows: readonly ImportReportRow[];
}

/** How far a job has come: the rows read and checked (and the file's bytes), then those applied. */
export interface ImportJobProgress {
  phase: 'checking' | 'applying';
  rowsRead: number;
  rowsChecked: number;
  rowsApplied: number;
  rowsTotal: number | null;
  rowsToApply: number | null;
  bytesRead: number;
  bytesTotal: number;
}

/** An import the server runs as a job: running (its progress), done (its report) or failed (why). */
export interface ImportJobView {
  jobId: number;
  importer: string;
  fileName: string;
  mode: ImportMode;
  state: 'running' | 'done' | 'failed';
  progress: ImportJobProgress;
  /** Why a failed job failed. */
  message: string;
  report: ImportReport | null;
}

/** An upload on its way: bytes sent of all. */
export interface ImportUpload {
  loaded: number;
  total: number;
}

/** The file (and images) to import, and how. */
export interface ImportRequest {
  importer: string;
  mode: ImportMode;
  file: File;
  images: readonly File[];
}
