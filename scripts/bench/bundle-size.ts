import { existsSync, readFileSync } from 'node:fs';
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
const MEASURED_ROUTES: Record<string, string> = {
  '/login': 'src/features/auth/components/login-page.tsx',
  '/produto/{hash}': 'src/features/purchase/components/product-page.tsx',
  '/': 'src/features/wallet/components/home-page.tsx',
  '/historico': 'src/features/wallet/components/history-page.tsx',
  '/pendenciaFormaPagamento': 'src/app/payment-route.tsx',
  '/register/{id}': 'src/features/registration/components/register-page.tsx',
  '/forgetPassword': 'src/features/password-recovery/components/forgot-password-page.tsx',
  '/produtoCheckout/{hash}': 'src/app/product-checkout-route.tsx',
  '/loja': 'src/features/store/components/store-page.tsx',
  '/qrcodeAssociar': 'src/features/qr/components/qr-scan-page.tsx',
  '/perfil': 'src/features/profile/components/profile-page.tsx',
  '/gestao': 'src/features/gestao/components/gestao-app.tsx',
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

function readManifest(distDir: string): { manifest: Manifest; entry: string } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the build manifest');
  return { manifest, entry };
}

/** The JS files of a route's initial load: the app entry's chunks plus the route module's. */
function initialFiles(manifest: Manifest, entry: string, module: string): string[] {
  const keys = new Set([...closure(manifest, entry), ...closure(manifest, module)]);
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** The source files (from the source maps) in each route's initial JS, and in the whole build. */
export function routeSources(distDir: string): { all: string[]; byRoute: Record<string, string[]> } {
  const { manifest, entry } = readManifest(distDir);
  // Rolldown's runtime and its re-export facades have no source map: they hold no sources.
  const sourcesOf = (file: string) =>
    existsSync(join(distDir, `${file}.map`))
      ? (JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')) as { sources: string[] }).sources
      : [];
  const all = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .flatMap((chunk) => sourcesOf(chunk.file));
  const byRoute = Object.fromEntries(
    Object.entries(MEASURED_ROUTES)
      .filter(([, module]) => manifest[module])
      .map(([route, module]) => [route, initialFiles(manifest, entry, module).flatMap(sourcesOf)]),
  );
  return { all, byRoute };
}

/** Initial JS of each route: the app entry's chunks plus the route module's, gzipped. */
export function measureRoutes(distDir: string): RouteSize[] {
  const { manifest, entry } = readManifest(distDir);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  return Object.entries(MEASURED_ROUTES)
    .filter(([, module]) => manifest[module])
    .map(([route, module]) => {
      const files = initialFiles(manifest, entry, module);
      return { route, module, files: files.length, gzipBytes: files.reduce((sum, f) => sum + sizeOf(f), 0) };
    });
}
