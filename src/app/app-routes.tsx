import { Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  useLocation,
  useParams,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { ScreenBoundary } from '../components/screen-boundary';
import { retryableLazy } from '../lib/retryable-lazy';

/**
 * A route of the app: its path, and its screen as an element or as code that comes when the route
 * is first visited (`lazy`), with what to ask for beside that code (`prefetch`).
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
  prefetch?: (params: Params) => void;
  children?: AppRoute[];
}

/** What a route object carries besides its element: how to start its screen early. */
interface StartableRoute {
  start?: (params: Params) => void;
}

function RouteScreen({ Screen, prefetch }: { Screen: ComponentType; prefetch?: AppRoute['prefetch'] }) {
  const params = useParams();
  const { key, pathname } = useLocation();
  // Once a visit, as the route renders: the data sets out beside the screen's code, not after it.
  // The first visit was started before React (startRoutesAt), under the key 'default'.
  const visit = useRef<string | null>('default');
  if (visit.current !== key) {
    visit.current = key;
    prefetch?.(params);
  }
  // Keyed by the address: another screen starts without the last one's failure.
  return (
    <ScreenBoundary key={pathname} onRetry={() => prefetch?.(params)}>
      <Screen />
    </ScreenBoundary>
  );
}

/**
 * The declarative router's routes: each lazy screen a React.lazy made once (again after a failure),
 * behind one Suspense and its own error boundary.
 */
export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ lazy: load, prefetch, children, element, ...route }) => {
    let code: Promise<{ default: ComponentType }> | undefined;
    // A failed load is forgotten, so that the screen's "Tentar novamente" asks for the code again.
    const loadOnce =
      load &&
      (() =>
        (code ??= load()
          .then(({ Component }) => ({ default: Component }))
          .catch((error: unknown) => {
            code = undefined;
            throw error;
          })));
    const Screen = loadOnce && retryableLazy(loadOnce);
    const start = (params: Params) => {
      void loadOnce?.();
      prefetch?.(params);
    };
    return {
      ...route,
      element: Screen ? <RouteScreen Screen={Screen} prefetch={prefetch} /> : element,
      start,
      ...(children ? { children: toRouteObjects(children) } : {}),
    } as RouteObject;
  });
}

/**
 * The first screen's code and data are asked for as soon as the routes exist, before React's first
 * render (as a data router does when it is made), not when that render reaches the route.
 */
export function startRoutesAt(objects: RouteObject[], location: Location) {
  for (const { route, params } of matchRoutes(objects, location) ?? [])
    (route as RouteObject & StartableRoute).start?.(params);
}

/**
 * The app's routes under a BrowserRouter. Navigations are transitions (react-router's default),
 * so the screen on view stays until the next one's code has arrived.
 */
export function AppRoutes({ objects }: { objects: RouteObject[] }) {
  return <Suspense fallback={null}>{useRoutes(objects)}</Suspense>;
}
