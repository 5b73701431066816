import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  route: string;
  module: string;
  files: number;
  gzipBytes: number;
}

/** Routes whose initial JS is measured, by the module their route loads. */
export const MEASURED_ROUTES: Record<string, string> = {
  '/login': 'src/features/auth/components/login-page.tsx',
  '/produto/{hash}': 'src/features/purchase/components/product-page.tsx',
  '/': 'src/features/wallet/components/home-page.tsx',
  '/historico': 'src/features/wallet/components/history-page.tsx',
  '/pendenciaFormaPagamento': 'src/features/wallet/components/payment-page.tsx',
  '/register/{id}': 'src/features/registration/components/register-page.tsx',
  '/forgetPassword': 'src/features/password-recovery/components/forgot-password-page.tsx',
  '/produtoCheckout/{hash}': 'src/features/purchase/components/checkout-page.tsx',
  '/loja': 'src/features/store/components/store-page.tsx',
  '/qrcodeAssociar': 'src/features/qr/components/qr-scan-page.tsx',
  '/perfil': 'src/features/profile/components/profile-page.tsx',
};

export const BUDGET_BYTES = 160 * 1024;
export const BUDGETED_ROUTES = ['/login', '/produto/{hash}'];

/** Every chunk a module needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Initial JS of each route: the app entry's chunks plus the route module's, gzipped. */
export function measureRoutes(distDir: string): RouteSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  return Object.entries(MEASURED_ROUTES)
    .filter(([, module]) => manifest[module])
    .map(([route, module]) => {
      const keys = new Set([...closure(manifest, entry), ...closure(manifest, module)]);
      const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
      return { route, module, files: files.length, gzipBytes: files.reduce((sum, f) => sum + sizeOf(f), 0) };
    });
}
