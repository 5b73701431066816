import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * recharts (loaded by /gestao/saude only) imports Redux Toolkit, react-redux, reselect and immer,
 * which the app's first file also holds. Shared, that file would export a dozen more names for the
 * chart's chunk — bytes every member and buyer page downloads. The chart takes its own CommonJS
 * copies instead (it keeps its own store in its own context anyway), so only its chunk grows
 * (`npm run bench:bundle` shows the member and buyer routes unchanged).
 */
export function privateChartDeps(root: string): Plugin {
  const own = (path: string) => resolve(root, 'node_modules', path);
  const copies: Record<string, string> = {
    '@reduxjs/toolkit': own('@reduxjs/toolkit/dist/cjs/redux-toolkit.production.min.cjs'),
    'react-redux': own('react-redux/dist/cjs/react-redux.production.min.cjs'),
    immer: own('immer/dist/cjs/immer.cjs.production.js'),
    reselect: own('reselect/dist/cjs/reselect.production.min.cjs'),
    // React 19 has useSyncExternalStore: the selector helper needs no shim. The query makes the
    // module a copy of its own (the app's first file holds the same file).
    'use-sync-external-store/shim/with-selector': `${own('use-sync-external-store/cjs/use-sync-external-store-with-selector.production.js')}?chart`,
    'use-sync-external-store/with-selector.js': `${own('use-sync-external-store/cjs/use-sync-external-store-with-selector.production.js')}?chart`,
  };
  const fromChart =
    /[\\/]node_modules[\\/](recharts|@reduxjs[\\/]toolkit[\\/]dist[\\/]cjs|react-redux[\\/]dist[\\/]cjs)[\\/]/;
  return {
    name: 'private-chart-deps',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer || !fromChart.test(importer)) return null;
      return copies[source] ?? null;
    },
  };
}
