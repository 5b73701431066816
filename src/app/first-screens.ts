/**
 * The screens a visit most often starts on, prepared before the app's code has arrived: the boot
 * script (src/boot.ts) asks for their code (scripts/paint-first.ts finds the files in the build)
 * and for their first GET calls. No imports: this file runs in vite.config too.
 */
export interface FirstScreen {
  /** The route's path in src/app/router.tsx, with :params. */
  path: string;
  /** Modules the route loads before it shows: its lazy component, loader and parallel imports. */
  modules: string[];
  /** Addresses under /api that the screen asks for first (GET), for a visitor signed in or not. */
  requests?: (params: Record<string, string>, signedIn: boolean) => string[];
}

export const FIRST_SCREENS: FirstScreen[] = [
  {
    path: '/',
    modules: ['src/features/wallet/components/home-page.tsx', 'src/features/wallet/prefetch-home.ts'],
    requests: (_params, signedIn) =>
      signedIn
        ? [
            'emitente/obterLogado',
            'emitente/listarAssociacoesEmitente',
            'fluxo/pendenciaTotal360dias',
            'emitente/temPIN',
            'emitente/termos',
            'emitente/listarCartoes',
            'banners',
          ]
        : [],
  },
  { path: '/login', modules: ['src/features/auth/components/login-page.tsx'] },
  {
    path: '/produto/:hash',
    modules: [
      'src/features/purchase/components/product-page.tsx',
      'src/features/purchase/components/product-details.tsx',
      'src/features/purchase/api.ts',
    ],
    requests: ({ hash }) => [`access/acessarProjeto/${encodeURIComponent(hash ?? '')}`],
  },
];

/** Every screen checks a stored session first (src/app/session-gate.tsx). */
export const SESSION_CHECK = 'auth/verify';

export function matchFirstScreen(
  pathname: string,
): { screen: FirstScreen; params: Record<string, string> } | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const screen of FIRST_SCREENS) {
    const pattern = screen.path.replace(/\/+$/, '').split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment !== '';
      }
      return part === segment;
    });
    if (matches) return { screen, params };
  }
  return undefined;
}
