import { importerNeeds } from '@plaudit/domain';
import form from '../forms/form.module.scss';
import type { ImporterOption } from './types.ts';
import styles from './ImportsConsole.module.scss';
import { importsConsoleMessages as m } from './messages.ts';

/** What each importer's rows name by code (the domain's `importerNeeds`), by an option's name. */
const needsOf: Readonly<Partial<Record<string, readonly string[]>>> = importerNeeds;

export interface ImporterColumnsProps {
  importer: ImporterOption;
  /** How the console names an importer. */
  nameOf: (name: string) => string;
}

/** An importer's columns, what to import before it, and its sample file (and images) to download. */
export function ImporterColumns({ importer, nameOf }: ImporterColumnsProps) {
  const needs = needsOf[importer.name] ?? [];
  return (
    <div className={styles.columns}>
      <p>
        <strong>{m.columns}</strong> {importer.required.join(m.listSeparator)}
        {importer.optional.length > 0 && (
          <> {m.optionalColumns(importer.optional.join(m.listSeparator))}</>
        )}
      </p>
      {needs.length > 0 && (
        <p>
          <strong>{m.importFirst}</strong> {needs.map(nameOf).join(m.listSeparator)}
        </p>
      )}
      <a
        className={`${form.link} ${styles.sample}`}
        href={`data:text/csv;charset=utf-8,${encodeURIComponent(importer.sample)}`}
        download={importer.sampleFile}
      >
        {m.sample(importer.sampleFile)}
      </a>
      {importer.sampleImages.length > 0 && (
        <p>
          <span>{m.sampleImages} </span>
          {importer.sampleImages.map((image, i) => (
            <span key={image.name}>
              {i > 0 && m.listSeparator}
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
