import { Button } from '../Button/index.ts';
import { Select } from '../Select/index.ts';
import { useWords } from '../theme/index.ts';
import { ImporterColumns } from './ImporterColumns.tsx';
import { ImportFiles } from './ImportFiles.tsx';
import type { ImporterOption } from './types.ts';
import styles from './ImportsConsole.module.scss';

export interface ImportFormProps {
  importers: readonly ImporterOption[];
  importer: string;
  onImporter: (name: string) => void;
  file: File | undefined;
  onFile: (file: File) => void;
  images: readonly File[];
  onImages: (images: readonly File[]) => void;
  /** The server's refusal of the file, beside it. */
  fileError: string | undefined;
  /** An upload or a job is under way: nothing else can be sent. */
  busy: boolean;
  /** How the console names an importer. */
  nameOf: (name: string) => string;
  /** Check the file (dry run). */
  onDryRun: () => void;
}

/** The importer, its columns and sample, the file (and its images), and the dry run that checks it. */
export function ImportForm(props: ImportFormProps) {
  const { importers, importer, file, images, fileError, busy, nameOf } = props;
  const word = useWords();
  const chosen = importers.find((i) => i.name === importer);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        props.onDryRun();
      }}
    >
      <Select
        label={word('What to import')}
        value={importer}
        onChange={props.onImporter}
        options={importers.map((i) => ({ value: i.name, label: nameOf(i.name) }))}
        isDisabled={busy}
      />
      {chosen && <ImporterColumns importer={chosen} nameOf={nameOf} />}
      <ImportFiles
        file={file}
        images={images}
        takesImages={chosen?.takesImages === true}
        fileError={fileError}
        isDisabled={busy}
        onFile={props.onFile}
        onImages={props.onImages}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!file || busy}>
          {word('Check the file (dry run)')}
        </Button>
      </div>
    </form>
  );
}
