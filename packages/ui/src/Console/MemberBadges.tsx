import { useWords } from '../theme/index.ts';
import styles from './Console.module.scss';
import type { ConsoleMemberRow } from './types.ts';

/** A member's roles and status as short badges: Manager, Administrator, Not registered, Deactivated. */
export function MemberBadges({
  member,
}: {
  member: Pick<ConsoleMemberRow, 'isManager' | 'isAdmin' | 'isRegistered' | 'isActive'>;
}) {
  const word = useWords();
  const badges = [
    member.isActive ? undefined : { key: 'off', text: word('Deactivated'), warn: true },
    member.isRegistered ? undefined : { key: 'unreg', text: word('Not registered'), warn: false },
    member.isManager ? { key: 'mgr', text: word('Manager'), warn: false } : undefined,
    member.isAdmin ? { key: 'adm', text: word('Administrator'), warn: false } : undefined,
  ].filter((b) => b !== undefined);
  if (badges.length === 0) return <span className={styles.badge}>{word('Active')}</span>;
  return (
    <span className={styles.badges}>
      {badges.map((b) => (
        <span key={b.key} className={styles.badge} data-warn={b.warn || undefined}>
          {b.text}
        </span>
      ))}
    </span>
  );
}
