import type { Feature } from '@plaudit/domain';
import { createContext, useContext } from 'react';

/** Answers whether the portal has a screen for a feature yet; the router provides it. */
export const ScreensContext = createContext<(feature: Feature) => boolean>(() => false);

/** True when a link to the feature leads to a screen that exists. */
export function useHasScreen(): (feature: Feature) => boolean {
  return useContext(ScreensContext);
}
