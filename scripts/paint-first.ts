import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { FIRST_SCREENS } from '../src/app/first-screens';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The build's files a module needs before it runs (its chunk and their static imports), and their CSS. */
function filesOf(bundle: OutputBundle, moduleIds: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || js.has(fileName)) return;
    js.add(fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    chunk.imports.forEach(visit);
  };
  for (const id of moduleIds) {
    const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === id);
    if (!chunk) throw new Error(`paint-first: ${id} is not a chunk of its own in the build`);
    visit(chunk.fileName);
  }
  return { js, css };
}

async function compileBoot(root: string): Promise<string> {
  const build = await rolldown({ input: resolve(root, 'src/boot.ts'), platform: 'browser' });
  const { output } = await build.generate({ format: 'iife', minify: true });
  await build.close();
  return output[0].code.trim();
}

/**
 * The splash is painted before the app's code is fetched, and the first screen's calls start at
 * once. The page's module script and preloads are replaced by src/boot.ts, inlined (the server
 * allows it by its hash, server/plugins/inline-scripts.ts), with the files it needs: the entry,
 * what every screen needs, and each of FIRST_SCREENS's own code and styles.
 *
 * Without it the browser starts the module downloads first and, when they arrive before its first
 * frame, paints nothing until the whole app has been evaluated.
 */
export function paintFirst(): Plugin {
  let root = process.cwd();
  return {
    name: 'quita-paint-first',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    transformIndexHtml: {
      order: 'post',
      async handler(html: string, { bundle }: IndexHtmlTransformContext) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry || !bundle) throw new Error('paint-first: no module entry in index.html');
        const url = (file: string) => `/${file}`;
        const common = filesOf(bundle, [resolve(root, 'index.html')]);
        const screens = Object.fromEntries(
          FIRST_SCREENS.map(({ path, modules }) => {
            const { js, css } = filesOf(
              bundle,
              modules.map((module) => resolve(root, module)),
            );
            return [
              path,
              {
                modules: [...js].filter((file) => !common.js.has(file)).map(url),
                styles: [...css].filter((file) => !common.css.has(file)).map(url),
              },
            ];
          }),
        );
        const config = {
          entry,
          modules: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
          screens,
        };
        const boot = await compileBoot(root);
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(
            '</body>',
            `  <script type="application/json" id="boot-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>\n` +
              `    <script>${boot}</script>\n  </body>`,
          );
      },
    },
  };
}
