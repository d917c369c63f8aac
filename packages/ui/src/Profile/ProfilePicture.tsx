import { Avatar } from '../Avatar/index.ts';

export interface ProfilePictureProps {
  /** The picture's address, or nothing when the member has none. */
  url: string | undefined;
  /** Whose picture it is: the picture's text alternative, and the initials shown when there is none. */
  name: string;
}

/** The member's picture, or their initials when there is none (the avatar of Home and the wall, large). */
export function ProfilePicture({ url, name }: ProfilePictureProps) {
  return <Avatar name={name} url={url} size="large" isLabelled />;
}
