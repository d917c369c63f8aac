import { Link } from '../Link/index.ts';
import { useWords } from '../theme/index.ts';
import styles from './Console.module.scss';

export interface ConsoleNavItem {
  /** The item's label (already in the brand's words). */
  label: string;
  href: string;
  /** The page shown is this item's. */
  isCurrent: boolean;
}

/** The console's own navigation above its screens: Members, Audit log, and whatever else it has. */
export function ConsoleNav({ items }: { items: readonly ConsoleNavItem[] }) {
  const word = useWords();
  return (
    <nav aria-label={word('Operator console')} className={styles.nav}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={item.isCurrent ? 'page' : undefined}
              className={styles.navLink}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
