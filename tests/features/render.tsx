import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../src/app/providers';
import { makeStore, type RootState } from '../../src/app/store';

/** Renders a screen with its own store and router, as the app does. */
export function renderRoute(
  path: string,
  routes: { path: string; element: ReactNode }[],
  state?: Partial<RootState>,
) {
  const store = makeStore(state);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    store,
    router,
    ...render(
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}
