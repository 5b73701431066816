/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const serverProjects = [
  { name: 'server-pglite', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server-postgres', env: { TEST_DB: 'postgres' } }] : []),
];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', manifest: true, sourcemap: true, target: 'es2022' },
  server: { proxy: { '/api': apiTarget } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/{machines,domain,lib}/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'features',
          environment: 'jsdom',
          include: ['tests/features/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/features/setup.ts'],
        },
      },
      ...serverProjects.map(({ name, env }) => ({
        test: {
          name,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          env,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
