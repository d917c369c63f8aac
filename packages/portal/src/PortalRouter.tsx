import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface PortalRouterProps {
  /** The router's navigate, called with the href of every ui link and menu item pressed. */
  navigate: (href: string) => void;
  /** Turns a route into the href a link renders (React Router's `useHref`), for a base path. */
  useHref?: (href: string) => string;
  children?: ReactNode;
}

/**
 * Routes the ui package's links through the app's router without full page loads. It is react-aria's
 * RouterProvider from the react-aria-components the app installed, which is the one @plaudit/ui uses (a
 * peer of both), so the links find it: a second copy would not share its context.
 */
export function PortalRouter({ navigate, useHref, children }: PortalRouterProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
