import { importerNeeds } from '@plaudit/domain';
import { useWords } from '../theme/index.ts';
import form from '../forms/form.module.scss';
import type { ImporterOption } from './types.ts';
import styles from './ImportsConsole.module.scss';

/** What each importer's rows name by code (the domain's `importerNeeds`), by an option's name. */
const needsOf: Readonly<Partial<Record<string, readonly string[]>>> = importerNeeds;

export interface ImporterColumnsProps {
  importer: ImporterOption;
  /** How the console names an importer. */
  nameOf: (name: string) => string;
}

/** An importer's columns, what to import before it, and its sample file (and images) to download. */
export function ImporterColumns({ importer, nameOf }: ImporterColumnsProps) {
  const word = useWords();
  const needs = needsOf[importer.name] ?? [];
  return (
    <div className={styles.columns}>
      <p>
        <strong>{word('Columns')}:</strong> {importer.required.join(', ')}
        {importer.optional.length > 0 && (
          <>
            {' '}
            ({word('optional')}: {importer.optional.join(', ')})
          </>
        )}
      </p>
      {needs.length > 0 && (
        <p>
          <strong>{word('Import first, if the programme does not have them yet')}:</strong>{' '}
          {needs.map(nameOf).join(', ')}
        </p>
      )}
      <a
        className={`${form.link} ${styles.sample}`}
        href={`data:text/csv;charset=utf-8,${encodeURIComponent(importer.sample)}`}
        download={importer.sampleFile}
      >
        {word('Download the sample file')} ({importer.sampleFile})
      </a>
      {importer.sampleImages.length > 0 && (
        <p>
          {word('The images it names')}:{' '}
          {importer.sampleImages.map((image, i) => (
            <span key={image.name}>
              {i > 0 && ', '}
              <a className={form.link} href={image.dataUrl} download={image.name}>
                {image.name}
              </a>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
