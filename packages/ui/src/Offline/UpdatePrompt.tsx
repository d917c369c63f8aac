import { Button } from '../Button/index.ts';
import { useTranslator } from '../theme/index.ts';
import { offlineMessages } from './messages.ts';
import styles from './Offline.module.scss';

export interface UpdatePromptProps {
  /** Loads the new version (the page reloads with it). */
  onReload: () => void;
  /** Keeps the version in use until the portal is next opened. */
  onLater: () => void;
}

/**
 * Says that a new version of the portal has been deployed and offers to reload. Until the member does,
 * the page keeps running the version it started with, whole.
 */
export function UpdatePrompt({ onReload, onLater }: UpdatePromptProps) {
  // The words follow the language shown.
  useTranslator();
  return (
    <div role="status" className={styles.update}>
      <p className={styles.line}>{offlineMessages.updateReady}</p>
      <div className={styles.actions}>
        <Button onPress={onReload}>{offlineMessages.reload}</Button>
        <Button variant="secondary" onPress={onLater}>
          {offlineMessages.later}
        </Button>
      </div>
    </div>
  );
}
