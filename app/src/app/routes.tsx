import { access } from '@plaudit/domain';
import { Loading, PageNotFound } from '@plaudit/ui';
import type { ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ApiGate } from '../shared/api';
import { RootLayout } from './layout';
import { lazyScreen } from './lazy';
import { RouteBoundary, ShellBoundary } from './RouteError';
import { screens, type ScreenRouteObject } from './screens';

/** A screen that reads the api shows once the api is in the store, 'Loading...' meanwhile. */
function ScreenApiGate({ children }: { children: ReactNode }) {
  return <ApiGate fallback={<Loading />}>{children}</ApiGate>;
}

/**
 * The route tree of the portal (history mode, base '/'): one shell with an error boundary per screen,
 * and, inside the shell, 'Page not found' for an address no route matches.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <ShellBoundary>
          <RootLayout />
        </ShellBoundary>
      ),
      children: [...screenRoutes(), { id: 'notFound', path: '*', element: <PageNotFound /> }],
    },
  ];
}

function screenRoutes(): ScreenRouteObject[] {
  return screens.map((screen) => {
    if ('redirectTo' in screen) {
      return {
        id: screen.name,
        path: access[screen.feature].path,
        handle: screen,
        element: <Navigate to={screen.redirectTo} replace />,
      };
    }
    const Screen =
      'component' in screen ? screen.component : lazyScreen(screen.load, { gate: ScreenApiGate });
    return {
      id: screen.name,
      path: access[screen.feature].path,
      handle: screen,
      element: (
        <RouteBoundary>
          <Screen />
        </RouteBoundary>
      ),
    };
  });
}

/** The portal's routes, rendered inside a router (BrowserRouter in the page, MemoryRouter in tests). */
export function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
