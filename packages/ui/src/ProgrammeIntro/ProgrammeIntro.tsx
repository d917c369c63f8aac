import { useSiteConfig } from '../theme/index.ts';
import styles from './ProgrammeIntro.module.scss';

/**
 * Whose programme this is, above the login form: the brand's logo and name on its header colour, and the
 * brand's sentence of what the programme is (SiteConfig.summary, when it has one). Plain text: the page's
 * heading stays the form's own.
 */
export function ProgrammeIntro() {
  const site = useSiteConfig();
  return (
    <div className={styles.root}>
      <p className={styles.brand}>{site.brandName}</p>
      {site.summary && <p className={styles.summary}>{site.summary}</p>}
    </div>
  );
}
