import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import { uiMessages, useSiteConfig, useWords } from '../theme/index.ts';
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
  const word = useWords();
  return (
    <footer className={styles.root}>
      <p className={styles.copyright}>{uiMessages.copyright(String(year), site.brandName)}</p>
      <ul className={styles.links}>
        <li>
          <Button variant="link" onPress={() => onOpenDocument('terms')}>
            {word('Terms')}
          </Button>
        </li>
        <li>
          <Button variant="link" onPress={() => onOpenDocument('disclaimer')}>
            {word('Disclaimer')}
          </Button>
        </li>
        {isLoggedIn && (
          <li>
            <Link href="/contactus" className={styles.contact}>
              {word('Contact Us')}
            </Link>
          </li>
        )}
        <li>
          <Button variant="secondary" onPress={onCookieSettings}>
            {word('Cookie settings')}
          </Button>
        </li>
      </ul>
    </footer>
  );
}
