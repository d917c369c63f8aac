import { args, defaultLanguage, defineMessages, text } from '@plaudit/domain';
import type { BrandFormat } from '../theme/index.ts';

/** The texts of /admin/imports that put words and values together (its plain words are `word.*`). */
export const importsConsoleMessages = defineMessages('importsConsole', {
  label: args<[label: string]>(
    ['label'],
    '{label}:',
    'Imports console: a bold lead-in before what it introduces (e.g. "Import failed:"); label is its words',
  ),
  listSeparator: text(
    ', ',
    'Imports console: what goes between the names of a list (columns, importers, image files), with its space',
  ),
  columns: text(
    'Columns:',
    'Imports console: bold, before the list of the columns the chosen importer’s CSV file must have',
  ),
  optionalColumns: args<[columns: string]>(
    ['columns'],
    '(optional: {columns})',
    'Imports console: after the required columns, the columns a file may have; columns is their list',
  ),
  importFirst: text(
    'Import first, if the programme does not have them yet:',
    'Imports console: bold, before the importers whose rows this importer’s rows name by code',
  ),
  sample: args<[file: string]>(
    ['file'],
    'Download the sample file ({file})',
    'Imports console: a link that downloads a sample CSV file for the chosen importer; file is its name',
  ),
  sampleImages: text(
    'The images it names:',
    'Imports console: before the links to the images the sample file names (products)',
  ),
  fileChosen: args<[name: string, size: string]>(
    ['name', 'size'],
    '{name} ({size})',
    'Imports console: the CSV file chosen, beside its button; name is the file’s name, size its size (e.g. "12 KB")',
  ),
  kilobytes: args<[size: string]>(
    ['size'],
    '{size} KB',
    'Imports console: a file’s size in kilobytes; size is the number, already formatted',
  ),
  megabytes: args<[size: string]>(
    ['size'],
    '{size} MB',
    'Imports console: a file’s size in megabytes; size is the number with one decimal, already formatted',
  ),
  uploading: args<[fileName: string]>(
    ['fileName'],
    'Uploading {fileName}',
    'Imports console: the label of the upload’s progress bar; fileName is the CSV file’s name',
  ),
  percent: args<[percent: string]>(
    ['percent'],
    '{percent}%',
    'Imports console: how much of the file is uploaded, beside its bar; percent is a whole number, formatted',
  ),
  failed: args<[of: string, message: string]>(
    ['of', 'message'],
    '{of}. {message}',
    'Imports console: after the bold "Import failed:", which file of which importer failed (of), then why (message)',
  ),
  running: args<[heading: string, of: string]>(
    ['heading', 'of'],
    '{heading}: {of}',
    'Imports console: the heading while a job runs; heading is "Import running" (or the like), of says which file of which importer',
  ),
  reportHeading: args<[dryRun: boolean, fileName: string, importer: string]>(
    ['dryRun', 'fileName', 'importer'],
    '{dryRun, select, true {Dry run report} other {Import report}}: {fileName} ({importer})',
    'Imports console: the heading of a job’s report; dryRun is whether it was a dry run (nothing written), fileName the CSV file’s name, importer what it imports (e.g. "Members")',
  ),
  keyHeading: args<[columns: string]>(
    ['columns'],
    'Key ({columns})',
    'Imports console: the heading of the report’s column that identifies each row; columns names the CSV columns the key is made of, joined by "/"',
  ),
});

/**
 * A file's size in the language shown: whole kilobytes under a megabyte (at least 1), else megabytes with
 * one decimal ('12 KB', '1.5 MB' in English; '1,5 MB' in Afrikaans).
 */
export function fileSize(bytes: number, format: BrandFormat): string {
  if (bytes < 1024 * 1024)
    return importsConsoleMessages.kilobytes(format.number(Math.max(1, Math.round(bytes / 1024))));
  const megabytes = bytes / (1024 * 1024);
  // English keeps the spec's '1.5' (en-ZA's Intl would write '1,5'); another language its locale's.
  const size =
    format.language === defaultLanguage
      ? megabytes.toFixed(1)
      : new Intl.NumberFormat(format.locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(megabytes);
  return importsConsoleMessages.megabytes(size);
}
