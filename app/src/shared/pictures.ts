import { profilePicUrl } from '@plaudit/api';

/** Stands in for a member who has no picture: a neutral outline, so no request is made. */
export const noPictureUrl =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' fill='%23d9d9d9'/%3E%3Ccircle cx='20' cy='15' r='7' fill='%23999'/%3E%3Cpath d='M6 38c2-9 8-13 14-13s12 4 14 13z' fill='%23999'/%3E%3C/svg%3E";

/** The address of a member's picture (served by the portal's own origin), or the outline when none. */
export function pictureUrlOf(picId: string | null | undefined): string {
  return picId ? profilePicUrl('', picId) : noPictureUrl;
}
