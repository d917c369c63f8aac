import { Loading } from '@plaudit/ui';
import styles from './shop.module.scss';

/**
 * 'Loading...' in a screen-tall box: the footer stays below the fold while a shop screen loads, so it does
 * not jump out of view (a layout shift) when the screen arrives.
 */
export function ScreenLoading() {
  return (
    <div className={styles.productsLoading}>
      <Loading />
    </div>
  );
}
