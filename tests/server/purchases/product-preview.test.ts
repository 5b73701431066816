import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../server/db/schema';
import { inlineScriptSources } from '../../../server/plugins/inline-scripts';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';

let t: TestContext;
const dist = mkdtempSync(join(tmpdir(), 'quita-preview-'));
const appCss = '.page{max-width:560px}';
const purchaseCss = '.product-banner{aspect-ratio:2/1}';
const bootConfig = {
  entry: '/assets/index-a1.js',
  modules: ['/assets/app-a1.js'],
  screens: {
    '/produto/:hash': { modules: ['/assets/product-page-a1.js'], styles: ['/assets/purchase-a1.css'] },
  },
};
// The shape of the built index.html (scripts/paint-first.ts): stylesheet, splash, boot script.
const index = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Quita</title>
    <link rel="stylesheet" crossorigin href="/assets/app-a1.css">
  </head>
  <body>
    <div id="root">
      <div class="splash" role="status" aria-label="Carregando...">
        <span class="splash-logo">Quita</span>
      </div>
    </div>
    <script type="application/json" id="boot-config">${JSON.stringify(bootConfig)}</script>
    <script>console.log("boot")</script>
  </body>
</html>`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), index);
  writeFileSync(join(dist, 'assets/app-a1.css'), appCss);
  writeFileSync(join(dist, 'assets/purchase-a1.css'), purchaseCss);
  t = await createTestApp({ staticDir: dist });
  await t.database.db.insert(products).values([
    {
      associationId: 428,
      hash: 'nome-perigoso',
      description: '<script>alert(1)</script>',
      detailedHtml: '<p>Descrição <strong>curta</strong>.</p>',
      inStore: false,
    },
    {
      associationId: 428,
      hash: 'encerrado-2020',
      description: 'Curso encerrado',
      endsAt: new Date('2020-01-31T12:00:00Z'),
      inStore: false,
    },
  ]);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const open = (hash: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/produto/${hash}`, headers });
const preview = (html: string) => /<main[^>]*id="product-preview"[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';

describe('/produto/{hash} comes with the product written in (issue 28 item 20)', () => {
  it("carries the product's title, banner, summary and description before the app's root", async () => {
    const res = await open('congresso-2027');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Congresso Demo de Oftalmologia 2027 · Quita</title>');
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/access/acessarProjetoImagem/congresso-2027" fetchpriority="high">',
    );
    const main = preview(html);
    expect(main).toContain('<h1 id="product-preview-title">Congresso Demo de Oftalmologia 2027</h1>');
    expect(main).toContain(
      '<img class="product-banner" src="/api/access/acessarProjetoImagem/congresso-2027" alt="" width="780" height="390" fetchpriority="high">',
    );
    expect(main).toContain('<p class="muted">Disponível até 30/06/2027</p>');
    expect(main).toContain('<span>Sociedade Demo de Oftalmologia</span>');
    expect(main).toContain('<ul><li>Conferências internacionais</li>');
    // The splash gives way to the product; the app's root stays, empty, after it.
    expect(html).not.toContain('class="splash"');
    expect(html.indexOf('id="product-preview"')).toBeLessThan(html.indexOf('<div id="root"></div>'));
  });

  it('writes the stylesheets in, so that nothing is waited for before the first paint', async () => {
    const html = (await open('congresso-2027')).body;
    expect(html).toContain(`<style>${appCss}\n${purchaseCss}</style>`);
    // Named, but neither fetched nor waited for: the app's loader does not add them again.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/app-a1.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/purchase-a1.css" disabled>',
    ]);
  });

  it('keeps the boot script as it is: its hash in the CSP still lets it run', async () => {
    const html = (await open('congresso-2027')).body;
    expect(inlineScriptSources(html)).toEqual(inlineScriptSources(index));
    expect(html).toContain('id="boot-config"');
  });

  it("escapes the product's texts: a name that is a script is shown as text, never run", async () => {
    const html = (await open('nome-perigoso')).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; · Quita</title>');
    expect(preview(html)).toContain(
      '<h1 id="product-preview-title">&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    expect(html.match(/<script/g)).toHaveLength(index.match(/<script/g)!.length);
    // No image of its own: the page's default banner, preloaded.
    expect(html).toContain('<link rel="preload" as="image" href="/produto-padrao.svg" fetchpriority="high">');
  });

  it('says when the sales ended, as the page does', async () => {
    const main = preview((await open('encerrado-2020')).body);
    expect(main).toContain(
      '<p class="product-ended" role="status">As vendas deste produto foram encerradas em 31/01/2020.</p>',
    );
    expect(main).not.toContain('product-details');
  });

  it('is the same page for anyone: a signed-in member gets nothing more', async () => {
    const token = await t.login(DEMO.maria);
    const signedIn = await open('congresso-2027', t.auth(token));
    expect(signedIn.body).toBe((await open('congresso-2027')).body);
    expect(signedIn.body).not.toContain('Maria');
  });

  it('an unknown product gets the plain app page, whose not-found screen says so', async () => {
    const res = await open('nao-existe');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(index);
  });
});
