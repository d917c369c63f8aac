import { FileTrigger } from 'react-aria-components';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { useBrandFormat, useWords } from '../theme/index.ts';
import { fileSize, importsConsoleMessages as m } from './messages.ts';
import styles from './ImportsConsole.module.scss';

export interface ImportFilesProps {
  file: File | undefined;
  images: readonly File[];
  /** Whether the importer takes images its rows name (products). */
  takesImages: boolean;
  /** The server's refusal of the file, shown beside it. */
  fileError?: string | undefined;
  isDisabled: boolean;
  onFile: (file: File) => void;
  onImages: (images: readonly File[]) => void;
}

/** The CSV file to import (and, for products, the images its rows name), each with what is chosen. */
export function ImportFiles(props: ImportFilesProps) {
  const { file, images, takesImages, fileError, isDisabled, onFile, onImages } = props;
  const word = useWords();
  const format = useBrandFormat();
  return (
    <>
      <div className={styles.file}>
        <FileTrigger
          acceptedFileTypes={['.csv', 'text/csv']}
          onSelect={(files) => {
            const picked = files?.[0];
            if (picked) onFile(picked);
          }}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            {word('Choose a CSV file')}
          </Button>
        </FileTrigger>
        <span aria-live="polite">
          {file ? m.fileChosen(file.name, fileSize(file.size, format)) : word('No file chosen')}
        </span>
      </div>
      {fileError && (
        <Alert>
          <strong>{word('This file cannot be imported.')}</strong> {fileError}
        </Alert>
      )}
      {takesImages && (
        <div className={styles.file}>
          <FileTrigger
            allowsMultiple
            acceptedFileTypes={['image/png', 'image/jpeg', 'image/webp', 'image/gif']}
            onSelect={(files) => onImages(files ? [...files] : [])}
          >
            <Button variant="secondary" isDisabled={isDisabled}>
              {word('Attach the images it names')}
            </Button>
          </FileTrigger>
          <span aria-live="polite">
            {images.length === 0
              ? word('No images attached')
              : images.map((i) => i.name).join(m.listSeparator)}
          </span>
          <p className={styles.hint}>
            {word(
              'A row whose image column names a file is refused unless that file is attached; a full web address is taken as it is.',
            )}
          </p>
        </div>
      )}
    </>
  );
}
