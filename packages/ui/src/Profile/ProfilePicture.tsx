import { useWords } from '../theme/index.ts';
import styles from './Profile.module.scss';

export interface ProfilePictureProps {
  /** The picture's address, or nothing when the member has none. */
  url: string | undefined;
  /** Whose picture it is: the picture's text alternative. */
  name: string;
}

/** The member's picture, or a neutral outline of a person when there is none. */
export function ProfilePicture({ url, name }: ProfilePictureProps) {
  const word = useWords();
  if (url) return <img className={styles.picture} src={url} alt={name} />;
  return (
    <div className={styles.picture} role="img" aria-label={word('No picture')}>
      <svg className={styles.outline} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="15" r="7" />
        <path d="M6 38c2-9 8-13 14-13s12 4 14 13z" />
      </svg>
    </div>
  );
}
