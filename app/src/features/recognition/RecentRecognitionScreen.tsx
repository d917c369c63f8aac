import { useWords } from '@plaudit/ui';
import { TallScreen } from '../../shared/ScreenLoading';
import { Wall } from '../../shared/wall/Wall';
import styles from '../../shared/wall/wall.module.scss';

/**
 * Recent Recognition (/recentrecognition, SPEC §2; the wall of issue 38): who thanked whom, for what, with
 * reactions, comments and points added by colleagues, newest first, filtered and loaded a page at a time.
 * Home shows its first cards.
 */
export default function RecentRecognitionScreen() {
  const word = useWords();
  return (
    <TallScreen>
      <h1 className={styles.title}>{word('Recent Recognition')}</h1>
      <Wall />
    </TallScreen>
  );
}
