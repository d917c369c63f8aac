import { useSiteConfig } from '@plaudit/ui';
import { useEffect } from 'react';

/**
 * The browser tab's title: the screen's heading, where there is one, and the brand's programme (once:
 * 'About Pawprint Rewards' names it already).
 */
export const pageTitle = (brandName: string, screenTitle?: string) =>
  !screenTitle
    ? brandName
    : screenTitle.includes(brandName)
      ? screenTitle
      : `${screenTitle} | ${brandName}`;

/**
 * Names the browser tab after the screen. The shell does it for every screen whose route names its
 * heading; a content page, whose heading comes from the server, does it itself.
 */
export function useDocumentTitle(screenTitle: string | undefined, enabled = true): void {
  const { brandName } = useSiteConfig();
  const title = pageTitle(brandName, screenTitle);
  useEffect(() => {
    if (enabled) document.title = title;
  }, [title, enabled]);
}
