import { readdirSync } from 'node:fs';
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
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
