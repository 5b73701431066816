import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners, cashFlowItems, members, products, transactions } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { staffTokens, type StaffTokens } from './staff-tokens';
import { gestao } from './support';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

/** A 1×1 PNG (valid enough for the magic-byte check and a browser). */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a', 'hex'),
  Buffer.from('0000000d49484452000000010000000108020000009077530de', 'hex'),
  deflateSync(Buffer.from([0, 255, 0, 0])),
]).toString('base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
  'base64',
);

const product = (overrides: object = {}) => ({
  description: 'Jornada de Retina 2027',
  detailedHtml:
    '<p>Programa <strong>completo</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  endsOn: '2027-05-31',
  inStore: true,
  prices: [
    { categoryId: 601, amountCentavos: 50_000 },
    { categoryId: 501, amountCentavos: 30_000 },
  ],
  imageBase64: PNG,
  ...overrides,
});
const auditOf = async (entity: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity))).map((r) => r.action);

describe('Loja e produtos: products', () => {
  let created: { id: number; hash: string };

  it('creates a product: sanitized HTML, image checked by its bytes, hash from the description, public page', async () => {
    const res = await gestao(t, tokens.gestor, 'POST', '/products', product());
    expect(res.statusCode).toBe(201);
    created = res.json().product;
    expect(res.json().product).toMatchObject({
      description: 'Jornada de Retina 2027',
      endsOn: '2027-05-31',
      inStore: true,
      buyers: 0,
      prices: [
        { categoryId: 501, categoryName: 'Aspirante', amountCentavos: 30_000 },
        { categoryId: 601, categoryName: 'Titular', amountCentavos: 50_000 },
      ],
    });
    expect(created.hash).toMatch(/^jornada-de-retina-2027-[0-9a-f]{8}$/);
    const html = res.json().product.detailedHtml as string;
    expect(html).toContain('<strong>completo</strong>');
    expect(html).not.toMatch(/script|onerror/);

    const page = await t.app.inject({ method: 'GET', url: `/api/access/acessarProjeto/${created.hash}` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).not.toContain('<script>');
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/access/acessarProjetoImagem/${created.hash}`,
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await auditOf('product')).toContain('product.created');
  });

  it('edits it (keeping the image and the hash) and lists it with the seed’s products', async () => {
    const res = await gestao(t, tokens.gestor, 'PUT', `/products/${created.id}`, {
      ...product({ description: 'Jornada de Retina', inStore: false, endsOn: null }),
      imageBase64: undefined,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      hash: created.hash,
      inStore: false,
      endsOn: null,
      imageUrl: expect.any(String),
    });
    const list = (await gestao(t, tokens.gestor, 'GET', '/products')).json().products;
    expect(list.map((p: { hash: string }) => p.hash)).toEqual(
      expect.arrayContaining([created.hash, 'congresso-2027', 'curso-retina-2026', 'webinar-glaucoma']),
    );
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.updated'));
    expect(audit[0]).toMatchObject({ before: { inStore: true }, after: { inStore: false } });
  });

  it('removes a product’s image: the public page, the member store and the list show none; audited', async () => {
    const made = await gestao(
      t,
      tokens.gestor,
      'POST',
      '/products',
      product({ description: 'Curso sem capa', prices: [{ categoryId: 601, amountCentavos: 7_000 }] }),
    );
    const { id, hash } = made.json().product as { id: number; hash: string };
    const imageUrl = `/api/access/acessarProjetoImagem/${hash}`;
    const maria = await t.login(DEMO.maria);
    const storeThumb = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/projeto/listarProdutosLoja',
        headers: { authorization: `Bearer ${maria}` },
      });
      const found = (res.json() as { PROJETO_WEB: { HASH: string; IMAGEM_THUMB: string } }[]).find(
        (p) => p.PROJETO_WEB.HASH === hash,
      );
      return found?.PROJETO_WEB.IMAGEM_THUMB;
    };
    const publicImage = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/access/acessarProjeto/${hash}` })).json().IMAGEM;
    expect(await storeThumb()).toBe(imageUrl);
    expect(await publicImage()).toBe(imageUrl);

    // Another association's gestor and financeiro change nothing.
    const psi = await gestao(t, tokens.psi, 'DELETE', `/products/${id}/image`);
    expect(psi.statusCode).toBe(404);
    expect(psi.json()).toMatchObject({ ok: false });
    expect((await gestao(t, tokens.financeiro, 'DELETE', `/products/${id}/image`)).statusCode).toBe(403);
    expect((await gestao(t, tokens.gestor, 'DELETE', '/products/2147483647/image')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);

    const res = await gestao(t, tokens.gestor, 'DELETE', `/products/${id}/image`);
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ id, hash, description: 'Curso sem capa', imageUrl: null });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ image: null, imageMime: null, description: 'Curso sem capa' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.image_removed'));
    expect(audit).toEqual([
      expect.objectContaining({
        associationId: 428,
        entity: 'product',
        entityId: String(id),
        before: { image: 'image/png' },
        after: { image: null },
      }),
    ]);
    expect(await storeThumb()).toBe('');
    expect(await publicImage()).toBe('');
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    const listed = (await gestao(t, tokens.gestor, 'GET', '/products')).json().products;
    expect(listed.find((p: { id: number }) => p.id === id).imageUrl).toBeNull();

    // Removing it again changes nothing and writes nothing; a new upload brings an image back.
    expect((await gestao(t, tokens.gestor, 'DELETE', `/products/${id}/image`)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.image_removed')),
    ).toHaveLength(1);
    const back = await gestao(
      t,
      tokens.gestor,
      'PUT',
      `/products/${id}`,
      product({ description: 'Curso sem capa', inStore: false }),
    );
    expect(back.json().product.imageUrl).toBe(imageUrl);
  });

  it('refuses bad input with 400 and a pt-BR message, changing nothing', async () => {
    const count = (await t.database.db.select().from(products)).length;
    const cases: [object, RegExp][] = [
      [product({ imageBase64: SVG }), /imagem deve ser PNG/],
      [product({ imageBase64: 'não é base64' }), /imagem deve ser PNG/],
      [product({ prices: [{ categoryId: 601, amountCentavos: 0 }] }), /preços maiores que zero/],
      [product({ prices: [{ categoryId: 777, amountCentavos: 10 }] }), /preços maiores que zero/],
      [product({ endsOn: '2027-02-30' }), /data de término/],
      [product({ description: '' }), /campo/],
      [product({ prices: [] }), /campo/],
    ];
    for (const [body, message] of cases) {
      const res = await gestao(t, tokens.gestor, 'POST', '/products', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.database.db.select().from(products)).length).toBe(count);
  });

  it('lists the buyers of a product and exports them as CSV (;, UTF-8 with BOM)', async () => {
    const curso = (await gestao(t, tokens.gestor, 'GET', '/products'))
      .json()
      .products.find((p: { hash: string }) => p.hash === 'curso-retina-2026');
    expect(curso.buyers).toBe(1);
    const res = await gestao(t, tokens.gestor, 'GET', `/products/${curso.id}/buyers`);
    expect(res.json().buyers).toEqual([
      expect.objectContaining({
        memberName: 'Maria Demo Silva',
        cpf: '52998224725',
        email: 'membro@exemplo.com.br',
        status: 'paid',
      }),
    ]);
    const csv = await gestao(t, tokens.gestor, 'GET', `/products/${curso.id}/buyers.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nome;CPF;E-mail;Valor (R$);Situação;Data da compra;Data do pagamento;Valor estornado (R$);Data do estorno',
    );
    expect(lines[1]).toMatch(/^Maria Demo Silva;529\.982\.247-25;membro@exemplo\.com\.br;250,00;Pago;/);
  });

  it('lists what each buyer paid, never the list price, and a refund with its amount and day (list and CSV)', async () => {
    const db = t.database.db;
    const curso = (await gestao(t, tokens.gestor, 'GET', '/products'))
      .json()
      .products.find((p: { hash: string }) => p.hash === 'curso-retina-2026');
    const [pedro] = await db.select().from(members).where(eq(members.cpf, '39053344705'));
    const now = new Date();
    const bought = async (description: string, paid: boolean) =>
      (
        await db
          .insert(cashFlowItems)
          .values({
            memberId: pedro!.id,
            associationId: 428,
            productId: curso.id,
            kind: 'product',
            description,
            dueAt: now,
            amountCentavos: 25_000,
            ...(paid ? { paidAt: now, paidCentavos: 22_000 } : {}),
          })
          .returning({ id: cashFlowItems.id })
      )[0]!.id;
    const lot = await bought('Curso: lote 1', true);
    const part = await bought('Curso: estorno parcial', true);
    const whole = await bought('Curso: estorno total', false);
    const payment = (itemId: number, over: Partial<typeof transactions.$inferInsert>) => ({
      itemId,
      method: 'P',
      status: 'refunded',
      amountCentavos: 22_000,
      accessHash: `compradores-${itemId}`,
      refundedAt: now,
      ...over,
    });
    await db
      .insert(transactions)
      .values([
        payment(lot, { status: 'succeeded', refundedAt: null }),
        payment(part, { refundedCentavos: 5_000 }),
        payment(whole, {}),
      ]);
    const buyers = (await gestao(t, tokens.gestor, 'GET', `/products/${curso.id}/buyers`)).json().buyers as {
      itemId: number;
    }[];
    const at = now.toISOString();
    expect(buyers.find((b) => b.itemId === lot)).toMatchObject({
      amountCentavos: 22_000,
      status: 'paid',
      refund: null,
    });
    expect(buyers.find((b) => b.itemId === part)).toMatchObject({
      amountCentavos: 22_000,
      status: 'paid',
      refund: { amountCentavos: 5_000, paidCentavos: 22_000, at },
    });
    expect(buyers.find((b) => b.itemId === whole)).toMatchObject({
      amountCentavos: 22_000,
      status: 'refunded',
      refund: { amountCentavos: 22_000, paidCentavos: 22_000, at },
    });
    const csv = (await gestao(t, tokens.gestor, 'GET', `/products/${curso.id}/buyers.csv`)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const day = now.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const pedroLines = csv.filter((l) => l.startsWith('Pedro Demo Costa;')).map((l) => l.split(';'));
    expect(pedroLines.map((l) => [l[3], l[4], l[7], l[8]])).toEqual([
      ['220,00', 'Estornado', '220,00', day],
      ['220,00', 'Pago', '50,00', day],
      ['220,00', 'Pago', '', ''],
    ]);
  });

  it('ownership and roles: 428’s products are 404 for gestor.psi and never listed; financeiro 403', async () => {
    expect((await gestao(t, tokens.psi, 'GET', '/products')).json().products).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/products/${created.id}`, product()],
      ['GET', `/products/${created.id}/buyers`, undefined],
      ['GET', `/products/${created.id}/buyers.csv`, undefined],
    ] as const) {
      const res = await gestao(t, tokens.psi, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect((await gestao(t, tokens.financeiro, method, url, body)).statusCode).toBe(403);
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.description).toBe('Jornada de Retina');
    // A price for a category 1024839 does not offer is refused for it.
    const psi = await gestao(t, tokens.psi, 'POST', '/products', product());
    expect(psi.statusCode).toBe(400);
  });
});

describe('Loja e produtos: banners', () => {
  const memberBanners = async (token: string | null) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/banners',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json() as { id: number }[];

  it('lists, creates, edits and removes the association’s banners; the member home shows only the active ones of their associations', async () => {
    const maria = await t.login(DEMO.maria);
    const seeded = (await gestao(t, tokens.gestor, 'GET', '/banners')).json().banners;
    expect(seeded).toHaveLength(3);
    expect(await memberBanners(maria)).toHaveLength(3);

    const created = await gestao(t, tokens.gestor, 'POST', '/banners', {
      imageBase64: PNG,
      link: '/loja',
      position: 0,
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json().banner;
    expect((await memberBanners(maria)).map((b) => b.id)[0]).toBe(banner.id);

    expect(
      (
        await gestao(t, tokens.gestor, 'PUT', `/banners/${seeded[0].id}`, {
          link: null,
          position: 1,
          active: false,
        })
      ).statusCode,
    ).toBe(200);
    expect((await memberBanners(maria)).map((b) => b.id)).not.toContain(seeded[0].id);

    // 1024839's banner is not for Maria (428 only), and an association-less one is for everyone.
    const psiBanner = (
      await gestao(t, tokens.psi, 'POST', '/banners', {
        imageBase64: PNG,
        link: null,
        position: 0,
        active: true,
      })
    ).json().banner;
    expect((await memberBanners(maria)).map((b) => b.id)).not.toContain(psiBanner.id);
    const [everyone] = await t.database.db
      .insert(banners)
      .values({ imageMime: 'image/png', image: Buffer.from(PNG, 'base64'), position: 9 })
      .returning({ id: banners.id });
    expect((await memberBanners(maria)).map((b) => b.id).at(-1)).toBe(everyone!.id);

    expect((await gestao(t, tokens.gestor, 'DELETE', `/banners/${banner.id}`)).json()).toEqual({ ok: true });
    expect((await memberBanners(maria)).map((b) => b.id)).not.toContain(banner.id);
    expect(await auditOf('banner')).toEqual(
      expect.arrayContaining(['banner.created', 'banner.updated', 'banner.removed']),
    );
  });

  it('refuses bad banners (400), another association’s banner (404) and financeiro (403)', async () => {
    for (const body of [
      { imageBase64: SVG, link: null, position: 0, active: true },
      { imageBase64: PNG, link: 'javascript:alert(1)', position: 0, active: true },
      { imageBase64: PNG, link: null, position: -1, active: true },
    ]) {
      expect((await gestao(t, tokens.gestor, 'POST', '/banners', body)).statusCode).toBe(400);
    }
    const ours = (await gestao(t, tokens.gestor, 'GET', '/banners')).json().banners[0];
    const psiList = (await gestao(t, tokens.psi, 'GET', '/banners')).json().banners;
    expect(psiList.map((b: { id: number }) => b.id)).not.toContain(ours.id);
    for (const [method, body] of [
      ['PUT', { link: null, position: 0, active: false }],
      ['DELETE', undefined],
    ] as const) {
      expect((await gestao(t, tokens.psi, method, `/banners/${ours.id}`, body)).statusCode).toBe(404);
      expect((await gestao(t, tokens.financeiro, method, `/banners/${ours.id}`, body)).statusCode).toBe(403);
    }
    expect((await gestao(t, tokens.gestor, 'GET', '/banners')).json().banners[0]).toEqual(ours);
  });

  it('takes an image of up to 2 MB on the image routes only', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 0).toString('base64');
    const res = await gestao(t, tokens.gestor, 'POST', '/banners', {
      imageBase64: big,
      link: null,
      position: 0,
      active: true,
    });
    expect(res.statusCode).toBe(400);
  });
});
