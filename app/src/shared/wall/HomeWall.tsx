import { Alert, Link, Loading, useWords, wallMessages } from '@plaudit/ui';
import { useId } from 'react';
import { useWall } from './Wall';
import styles from './wall.module.scss';

/** How many of the wall's newest cards Home shows. */
export const homeWallCards = 3;

export interface HomeWallProps {
  /** Where the whole wall is, and the link's words. */
  more: { href: string; label: string };
}

/**
 * Home's recent recognition: the wall's newest cards (everyone's), each wired as on the wall, and a link
 * to the whole wall. Loaded apart from Home's first code (see HomeScreen).
 */
export default function HomeWall({ more }: HomeWallProps) {
  const word = useWords();
  const headingId = useId();
  const wall = useWall({ kind: 'everyone' }, 3);
  const items = wall.items?.slice(0, homeWallCards);
  return (
    <section aria-labelledby={headingId} className={styles.home}>
      <h2 id={headingId} className={styles.heading}>
        {word('Recent Recognition')}
      </h2>
      {wall.error !== undefined ? (
        <Alert>{wall.error}</Alert>
      ) : items === undefined ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{wallMessages.empty}</p>
      ) : (
        <>
          <ul aria-label={wallMessages.wall} className={styles.cards}>
            {items.map((item) => (
              <li key={item.id}>{wall.renderItem(item)}</li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link href={more.href}>{more.label}</Link>
          </p>
        </>
      )}
      {wall.dialog}
    </section>
  );
}
