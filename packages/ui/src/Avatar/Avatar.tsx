import { initialsOf } from '@plaudit/domain';
import { clsx } from 'clsx';
import styles from './Avatar.module.scss';

export interface AvatarProps {
  /** Whose picture it is: the initials come from it, and it is the text alternative where one is wanted. */
  name: string;
  /** The picture's address, or nothing when the member has none (their initials then). */
  url?: string | undefined;
  /** 'small': a circle beside a name in a list; 'large': a card's or the profile's picture. @default 'small' */
  size?: 'small' | 'large';
  /**
   * Whether the picture is named to a screen reader: a list row names the member beside it, so its
   * avatar is decoration (the default); a card's picture stands for the member. @default false
   */
  isLabelled?: boolean;
}

/**
 * A member's picture, the one kind of avatar everywhere (Home, the wall, Get to Know, the profile): their
 * picture where they have one, else their initials on the brand's secondary colour, in the same shape.
 */
export function Avatar({ name, url, size = 'small', isLabelled = false }: AvatarProps) {
  const className = clsx(styles.avatar, styles[size]);
  if (url) return <img className={className} src={url} alt={isLabelled ? name : ''} />;
  return (
    <span
      className={clsx(className, styles.initials)}
      {...(isLabelled ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
    >
      {initialsOf(name)}
    </span>
  );
}
