import { access } from '@plaudit/domain';

/** Where the shop remembers the category shown last, for 'back' from the basket (SPEC §4). */
export const lastCategoryKey = 'plaudit.shop.lastCategory';

const storage = () =>
  typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage;

/** The address of the category shown last in this session, or the shop's entry. */
export function lastCategoryPath(): string {
  try {
    const path = storage()?.getItem(lastCategoryKey);
    return path?.startsWith(`${access.shop.path}/`) ? path : access.shop.path;
  } catch {
    return access.shop.path;
  }
}

export function rememberCategory(path: string): void {
  try {
    storage()?.setItem(lastCategoryKey, path);
  } catch {
    // A browser that refuses storage only loses the way back to the category.
  }
}
