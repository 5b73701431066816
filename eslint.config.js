import { readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** server/'s service areas (members, payments, …): everything but the HTTP layer. */
const serverAreas = readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['routes', 'plugins'].includes(entry.name))
  .map((entry) => `./server/${entry.name}`);

/** Features never import each other; the layers point one way: app → features → components/lib → domain. */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Uma feature não importa outra: mova o código compartilhado para components/, lib/ ou domain/.',
  })),
  { target: './src/features', from: './src/app', message: 'features não importam app/.' },
  { target: ['./src/components', './src/lib'], from: ['./src/features', './src/app'] },
  {
    target: ['./domain', './machines'],
    from: ['./src', './server'],
    message: 'domain/ e machines/ não dependem de React nem do servidor.',
  },
  { target: './server', from: './src' },
  { target: './src', from: './server' },
  // The server's layers point one way: routes → services (one folder per area) → db. Only
  // services speak Drizzle; a route handler maps what they return to the wire it answers.
  {
    target: './server/routes',
    from: ['./server/db', './node_modules/drizzle-orm'],
    message: 'Uma rota não usa o banco: mova a consulta para um serviço da área (server/<área>/).',
  },
  {
    target: serverAreas,
    from: ['./server/routes', './server/plugins'],
    message: 'Um serviço não depende da camada HTTP: plugins/ e routes/ importam serviços, não o contrário.',
  },
];

/**
 * The server's layers, top to bottom (docs/architecture.md › Layers): a file imports from its own
 * layer and those below it, never from one above, type-only imports included. Paths are inside
 * server/; the longest that matches a file names its layer; a folder not listed is an area.
 */
export const SERVER_LAYERS = [
  {
    name: 'a borda HTTP',
    paths: [
      'app',
      'main',
      'types',
      'payment-settled-handlers',
      'routes',
      'plugins',
      'jobs',
      'sandbox',
      'db/seed',
    ],
  },
  {
    name: 'as áreas',
    paths: [
      'gestao',
      'store',
      'purchases',
      'congress',
      'documents',
      'invoices',
      'recurring',
      'activities',
      'pin',
      'banners',
    ],
  },
  {
    name: 'o núcleo',
    paths: ['payments', 'cards', 'dues', 'members', 'cash-flow', 'associations', 'auth', 'codes'],
  },
  {
    name: 'os adaptadores',
    paths: [
      'gateways',
      'messaging',
      'adapters',
      'uploads',
      'live-status',
      'secrets',
      'config',
      'production-env',
      'public-url',
    ],
  },
  { name: 'o banco', paths: ['db', 'error-messages'] },
];
const AREAS = 1;

/**
 * Imports that still run upward, each with why it is not moved yet. The list only shrinks:
 * tests/lib/server-layers.test.ts fails on an entry whose import is gone.
 */
export const LAYER_ALLOW_LIST = [];

/** The layer of a file inside server/ (0 is the top), or undefined outside server/. */
export function serverLayerOf(file) {
  const path = relative('server', file)
    .replace(/\\/g, '/')
    .replace(/\.(d\.)?ts$/, '');
  if (path.startsWith('..')) return undefined;
  let best = { layer: AREAS, length: -1 };
  SERVER_LAYERS.forEach(({ paths }, layer) => {
    for (const p of paths) {
      if ((path === p || path.startsWith(`${p}/`)) && p.length > best.length)
        best = { layer, length: p.length };
    }
  });
  return best.layer;
}

const withTs = (path) => (/\.(ts|js|json)$/.test(path) ? path : `${path}.ts`);

const serverLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'A lower layer of the server never imports a higher one (docs/architecture.md).' },
    schema: [],
  },
  create(context) {
    const from = relative(process.cwd(), context.filename).replace(/\\/g, '/');
    const fromLayer = serverLayerOf(from);
    if (fromLayer === undefined) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = withTs(relative(process.cwd(), resolve(dirname(from), specifier)).replace(/\\/g, '/'));
      const toLayer = serverLayerOf(to);
      if (toLayer === undefined || toLayer >= fromLayer) return;
      if (LAYER_ALLOW_LIST.some(([a, b]) => a === from && b === to)) return;
      context.report({
        node,
        message:
          `${SERVER_LAYERS[fromLayer].name} não importa ${SERVER_LAYERS[toLayer].name} (${to}): ` +
          'o que deve acontecer depois é um evento que a área escuta; ou mova o código para a camada de baixo.',
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: (node) => check(node, node.argument?.literal?.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      '.e2e-data',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Sem arquivos barril: importe o módulo que você quer.' },
      ],
    },
  },
  {
    // Two modules that import each other have no lower layer, and one sees the other half-loaded.
    files: ['server/**'],
    // Without the TypeScript extensions import-x never opens a .ts dependency, and sees no cycle.
    settings: { 'import-x/extensions': ['.ts', '.js'] },
    plugins: { quita: { rules: { 'server-layers': serverLayersRule } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'quita/server-layers': 'error',
    },
  },
);
