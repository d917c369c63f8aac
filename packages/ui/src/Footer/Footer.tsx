import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { useSiteConfig } from '../theme/index.ts';
import styles from './Footer.module.scss';

/** The server-provided texts the footer opens in a modal. */
export type FooterDocument = 'terms' | 'disclaimer';

export interface FooterProps {
  /** Contact Us is offered to logged-in members only. */
  isLoggedIn: boolean;
  /** The year of the copyright line. */
  year: number;
  /** Opens the Terms or Disclaimer modal. */
  onOpenDocument: (document: FooterDocument) => void;
  /** Opens the cookie consent settings. */
  onCookieSettings: () => void;
}

/** The portal footer: copyright, Terms, Disclaimer, Contact Us (logged in) and cookie settings. */
export function Footer({ isLoggedIn, year, onOpenDocument, onCookieSettings }: FooterProps) {
  const site = useSiteConfig();
  return (
    <footer className={styles.root}>
      <p className={styles.copyright}>
        © {year} {site.brandName}
      </p>
      <ul className={styles.links}>
        <li>
          <Button variant="link" onPress={() => onOpenDocument('terms')}>
            Terms
          </Button>
        </li>
        <li>
          <Button variant="link" onPress={() => onOpenDocument('disclaimer')}>
            Disclaimer
          </Button>
        </li>
        {isLoggedIn && (
          <li>
            <Link href="/contactus" className={styles.contact}>
              Contact Us
            </Link>
          </li>
        )}
        <li>
          <Button variant="secondary" onPress={onCookieSettings}>
            Cookie settings
          </Button>
        </li>
      </ul>
    </footer>
  );
}
