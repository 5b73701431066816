import type { ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkNames } from '../../scripts/chunks';

const ROOT = '/app';
const LIMITS = { sharedModuleBytes: 100, featureModuleBytes: 200 };

interface FakeModule {
  size: number;
  imports?: string[];
  dynamicallyImportedBy?: string[];
}

/** A module graph as Rolldown describes it, from each module's size and imports. */
function graph(modules: Record<string, FakeModule>, root = ROOT) {
  const abs = (id: string) => `${root}/${id}`;
  const info = (id: string): ModuleInfo | null => {
    const module = modules[id];
    if (!module) return null;
    const importers = Object.keys(modules).filter((other) => modules[other]!.imports?.includes(id));
    return {
      id: abs(id),
      code: 'x'.repeat(module.size),
      importers: importers.map(abs),
      dynamicImporters: (module.dynamicallyImportedBy ?? []).map(abs),
      importedIds: (module.imports ?? []).map(abs),
    } as unknown as ModuleInfo;
  };
  const name = chunkNames(root, LIMITS);
  return (id: string) => name(abs(id), { getModuleInfo: (m) => info(m.slice(root.length + 1)) });
}

const chunkOf = graph({
  'index.html': { size: 10, imports: ['src/main.tsx'] },
  'src/main.tsx': { size: 50, imports: ['node_modules/react/index.js', 'src/lib/api.ts'] },
  'node_modules/react/index.js': { size: 5000 },
  'src/lib/api.ts': { size: 500, imports: ['node_modules/react/index.js'] },
  'src/app/router.tsx': { size: 90 },
  'src/features/wallet/home-page.tsx': {
    size: 150,
    imports: ['src/features/wallet/fluxo-row.tsx', 'src/features/wallet/own-part.tsx'],
    dynamicallyImportedBy: ['src/app/router.tsx'],
  },
  'src/features/wallet/history-page.tsx': {
    size: 150,
    imports: ['src/features/wallet/fluxo-row.tsx'],
    dynamicallyImportedBy: ['src/app/router.tsx'],
  },
  'src/features/wallet/fluxo-row.tsx': { size: 150, imports: ['domain/dates.ts', 'domain/wallet-texts.ts'] },
  'src/features/wallet/own-part.tsx': { size: 50, imports: ['domain/wallet-texts.ts'] },
  'domain/wallet-texts.ts': { size: 40 },
  'src/features/profile/profile-page.tsx': {
    size: 150,
    imports: ['domain/dates.ts'],
    dynamicallyImportedBy: ['src/app/router.tsx'],
  },
  'src/features/gestao/members-page.tsx': {
    size: 150,
    imports: ['domain/congress-texts.ts'],
    dynamicallyImportedBy: ['src/app/router.tsx'],
  },
  'src/features/gestao/events-page.tsx': {
    size: 150,
    imports: ['domain/congress-texts.ts'],
    dynamicallyImportedBy: ['src/app/router.tsx'],
  },
  'domain/congress-texts.ts': { size: 40 },
  'domain/dates.ts': { size: 90, imports: ['node_modules/dayjs/plugin/utc.js'] },
  'node_modules/dayjs/plugin/utc.js': { size: 60 },
  'domain/big-rules.ts': { size: 400 },
  'src/components/masked-field.tsx': { size: 80, imports: ['node_modules/imask/index.js'] },
  'node_modules/imask/index.js': { size: 30, imports: ['node_modules/imask/core.js'] },
  'node_modules/imask/core.js': { size: 9000 },
  'machines/payment.machine.ts': { size: 50 },
});

describe('chunk names', () => {
  it('leaves the page and the entry module to Rolldown, and puts what the entry needs in app', () => {
    expect(chunkOf('index.html')).toBeNull();
    expect(chunkOf('src/main.tsx')).toBeNull();
    expect(chunkOf('node_modules/react/index.js')).toBe('app');
    expect(chunkOf('src/lib/api.ts')).toBe('app');
  });

  it('adds small shared modules to app, with the small library modules only they import', () => {
    expect(chunkOf('domain/dates.ts')).toBe('app');
    expect(chunkOf('node_modules/dayjs/plugin/utc.js')).toBe('app');
  });

  it("puts shared code that one feature alone imports with that feature's, and the back office's out", () => {
    expect(chunkOf('domain/wallet-texts.ts')).toBe('wallet-shared');
    expect(chunkOf('domain/congress-texts.ts')).toBeNull();
  });

  it('keeps out large modules, flows, and small ones that would bring a library with them', () => {
    expect(chunkOf('domain/big-rules.ts')).toBeNull();
    expect(chunkOf('machines/payment.machine.ts')).toBeNull();
    expect(chunkOf('src/components/masked-field.tsx')).toBeNull();
    expect(chunkOf('node_modules/imask/index.js')).toBeNull();
  });

  it("groups a feature's small modules used by several of its modules, never its screens", () => {
    expect(chunkOf('src/features/wallet/fluxo-row.tsx')).toBe('wallet-shared');
    expect(chunkOf('src/features/wallet/own-part.tsx')).toBeNull();
    expect(chunkOf('src/features/wallet/home-page.tsx')).toBeNull();
  });

  it("reads the paths inside the product, whatever the product's own folder is called", () => {
    const inMachinesFolder = graph(
      {
        'index.html': { size: 10, imports: ['src/main.tsx'] },
        'src/main.tsx': { size: 50 },
        'src/features/wallet/home-page.tsx': {
          size: 150,
          imports: ['src/features/wallet/own-part.tsx'],
          dynamicallyImportedBy: ['src/main.tsx'],
        },
        'src/features/wallet/own-part.tsx': { size: 50 },
      },
      '/home/qa/machines',
    );
    expect(inMachinesFolder('src/features/wallet/own-part.tsx')).toBeNull();
  });
});
