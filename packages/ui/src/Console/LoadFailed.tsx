import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { useWords } from '../theme/index.ts';
import styles from './Console.module.scss';

/** A console page's load that failed: why, and Try again where the page can ask once more. */
export function LoadFailed({
  message,
  onRetry,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
}) {
  const word = useWords();
  return (
    <div className={styles.errorBox}>
      <Alert>{message}</Alert>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          {word('Try again')}
        </Button>
      )}
    </div>
  );
}
