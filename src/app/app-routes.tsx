import { lazy, Suspense, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router-dom';

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

function RouteScreen({ Screen, prefetch }: { Screen: ComponentType; prefetch?: AppRoute['prefetch'] }) {
  const params = useParams();
  const { key } = useLocation();
  // Once a visit, as the route renders: the data sets out beside the screen's code, not after it.
  const visit = useRef<string | null>(null);
  if (visit.current !== key) {
    visit.current = key;
    prefetch?.(params);
  }
  return <Screen />;
}

/** The declarative router's routes: each lazy screen a React.lazy made once, behind one Suspense. */
function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ lazy: load, prefetch, children, element, ...route }) => {
    const Screen = load && lazy(() => load().then(({ Component }) => ({ default: Component })));
    return {
      ...route,
      element: Screen ? <RouteScreen Screen={Screen} prefetch={prefetch} /> : element,
      ...(children ? { children: toRouteObjects(children) } : {}),
    } as RouteObject;
  });
}

/**
 * The app's routes under a BrowserRouter. Navigations are transitions (react-router's default),
 * so the screen on view stays until the next one's code has arrived.
 */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const objects = useMemo(() => toRouteObjects(routes), [routes]);
  return <Suspense fallback={null}>{useRoutes(objects)}</Suspense>;
}
