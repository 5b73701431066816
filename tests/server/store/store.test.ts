import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWireDate } from '../../../domain/dates';
import { cashFlowItems, productPrices, products } from '../../../server/db/schema';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, pay, pinToken, post, VISA } from '../support/wallet';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  for (const p of await t.database.db.select().from(products)) ids[p.hash] = p.id;
});
afterAll(() => t.close());

const NOT_FOUND = { RESULTADO: false, MSG: 'Recurso não encontrado.' };
const today = () => toWireDate(new Date());
const listar = async (token: string) => {
  const res = await get(t, token, '/api/projeto/listarProdutosLoja');
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown>>;
};
const hashOf = (p: Record<string, unknown>) => (p.PROJETO_WEB as { HASH: string }).HASH;
const incluir = (token: string, payload: object) => post(t, token, '/api/fluxo/incluirFluxoProjeto', payload);

/** A product of its own, so that a test can shape it without touching the seeded ones. */
async function addProduct(
  hash: string,
  values: Partial<typeof products.$inferInsert>,
  prices: Record<number, number>,
) {
  const [row] = await t.database.db
    .insert(products)
    .values({ associationId: 428, hash, description: hash, ...values })
    .returning({ id: products.id });
  const entries = Object.entries(prices);
  if (entries.length > 0) {
    await t.database.db.insert(productPrices).values(
      entries.map(([categoryId, amountCentavos]) => ({
        productId: row!.id,
        categoryId: +categoryId,
        amountCentavos,
      })),
    );
  }
  ids[hash] = row!.id;
  return row!.id;
}

describe('store listing', () => {
  it('needs a token', async () => {
    expect((await get(t, null, '/api/projeto/listarProdutosLoja')).statusCode).toBe(401);
  });

  it('Maria sees the two in-store products of 428 at Titular prices, the course acquired', async () => {
    const paidOn = toWireDate(dayjs().subtract(120, 'day').toDate());
    expect(await listar(maria)).toEqual([
      {
        ID_PROJETO: ids['curso-retina-2026'],
        DESCRICAO: 'Curso Demo de Atualização em Retina',
        EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
        ID_EMITENTE_ML: 428,
        PAGO: true,
        DATA_PAGAMENTO: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        VALOR: 250,
        DISPONIVEL: true,
        PROJETO_WEB: {
          IMAGEM_THUMB: '/api/access/acessarProjetoImagem/curso-retina-2026',
          HASH: 'curso-retina-2026',
        },
      },
      {
        ID_PROJETO: ids['webinar-glaucoma'],
        DESCRICAO: 'Webinar Demo de Glaucoma',
        EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
        ID_EMITENTE_ML: 428,
        PAGO: false,
        DATA_PAGAMENTO: '',
        VALOR: 90,
        DISPONIVEL: true,
        PROJETO_WEB: {
          IMAGEM_THUMB: '/api/access/acessarProjetoImagem/webinar-glaucoma',
          HASH: 'webinar-glaucoma',
        },
      },
    ]);
    // The seed's dates are São Paulo noon, so the day may only differ from UTC's by the zone.
    const [curso] = await listar(maria);
    expect(Math.abs(dayjs(curso!.DATA_PAGAMENTO as string).diff(paidOn, 'day'))).toBeLessThanOrEqual(1);
  });

  it('IMAGEM_THUMB is the public product image', async () => {
    const [curso] = await listar(maria);
    const img = await get(t, null, (curso!.PROJETO_WEB as { IMAGEM_THUMB: string }).IMAGEM_THUMB);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\//);
  });

  it('Pedro sees the same products at Aspirante prices, none acquired', async () => {
    const list = await listar(pedro);
    expect(list.map((p) => [hashOf(p), p.VALOR, p.PAGO])).toEqual([
      ['curso-retina-2026', 180, false],
      ['webinar-glaucoma', 60, false],
    ]);
  });

  it('leaves out products of other associations, not in the store, ended or without a price for the category', async () => {
    await addProduct('psico-only', { associationId: 1024839 }, { 601: 1000 });
    await addProduct('ended', { endsAt: dayjs().subtract(1, 'day').toDate() }, { 601: 1000, 501: 1000 });
    await addProduct('aspirante-only', {}, { 501: 1500 });
    await addProduct('not-in-store', { inStore: false }, { 601: 1000, 501: 1000 });
    await addProduct('future-end', { endsAt: dayjs().add(30, 'day').toDate() }, { 601: 1234 });
    const hashes = (list: Array<Record<string, unknown>>) => list.map(hashOf);
    expect(hashes(await listar(maria))).toEqual(['curso-retina-2026', 'webinar-glaucoma', 'future-end']);
    expect(hashes(await listar(pedro))).toEqual(['curso-retina-2026', 'webinar-glaucoma', 'aspirante-only']);
  });

  it('an acquired product stays listed, not available, once its sale ended', async () => {
    await t.database.db
      .update(products)
      .set({ endsAt: dayjs().subtract(1, 'hour').toDate() })
      .where(eq(products.id, ids['curso-retina-2026']!));
    const [curso] = await listar(maria);
    expect(curso).toMatchObject({ ID_PROJETO: ids['curso-retina-2026'], PAGO: true, DISPONIVEL: false });
    // Pedro never bought it: gone from his store.
    expect((await listar(pedro)).map((p) => p.ID_PROJETO)).not.toContain(ids['curso-retina-2026']);
    await t.database.db
      .update(products)
      .set({ endsAt: null })
      .where(eq(products.id, ids['curso-retina-2026']!));
  });
});

describe('product review', () => {
  it('GET and POST give the product, the price for the category and the prefill', async () => {
    const byGet = await get(t, maria, `/api/projeto/obterProdutoLoja/${ids['webinar-glaucoma']}`);
    const byPost = await post(t, maria, '/api/projeto/obterProdutoLoja', {
      ID_PROJETO: ids['webinar-glaucoma'],
    });
    expect(byGet.statusCode).toBe(200);
    expect(byPost.json()).toEqual(byGet.json());
    expect(byGet.json()).toEqual({
      RESULTADO: true,
      PRODUTO: {
        ID_PROJETO: ids['webinar-glaucoma'],
        DESCRICAO: 'Webinar Demo de Glaucoma',
        EMITENTE_ML: 'Sociedade Demo de Oftalmologia',
        ID_EMITENTE_ML: 428,
        PAGO: false,
        DATA_PAGAMENTO: '',
        VALOR: 90,
        DISPONIVEL: true,
        PROJETO_WEB: {
          IMAGEM_THUMB: '/api/access/acessarProjetoImagem/webinar-glaucoma',
          HASH: 'webinar-glaucoma',
        },
        DESCRICAO_DETALHADA: '<p>Webinar ao vivo com perguntas e respostas.</p>',
        DATA_FIM: '',
        ID_EMITENTE_CATEGORIA: 601,
        CATEGORIA: 'Titular',
      },
      SUAS_INFORMACOES: {
        NOME: 'Maria Demo Silva',
        CPF: '52998224725',
        EMAIL: 'membro@exemplo.com.br',
        CELULAR: '11987654321',
        ENDERECO: {
          CEP: '01310100',
          LOGRADOURO: 'Avenida Paulista',
          NUMERO: '1000',
          COMPLEMENTO: 'Sala 101',
          BAIRRO: 'Bela Vista',
          CIDADE: 'São Paulo',
          ESTADO: 'SP',
        },
      },
    });
  });

  it('gives DATA_FIM as YYYYMMDDTHHmmss when the sale ends', async () => {
    const body = (await get(t, maria, `/api/projeto/obterProdutoLoja/${ids['future-end']}`)).json();
    expect(body.PRODUTO.DATA_FIM).toMatch(/^\d{8}T\d{6}$/);
    expect(body.PRODUTO.VALOR).toBe(12.34);
  });

  it('a product the member may not see is 404', async () => {
    for (const hash of ['psico-only', 'ended', 'aspirante-only', 'not-in-store', 'congresso-2027']) {
      const res = await get(t, maria, `/api/projeto/obterProdutoLoja/${ids[hash]}`);
      expect(res.statusCode, hash).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    const missing = await post(t, maria, '/api/projeto/obterProdutoLoja', { ID_PROJETO: 999_999 });
    expect(missing.statusCode).toBe(404);
    const bad = await get(t, maria, '/api/projeto/obterProdutoLoja/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().RESULTADO).toBe(false);
  });
});

describe('incluirFluxoProjeto', () => {
  const itemsOf = (productId: number) =>
    t.database.db
      .select()
      .from(cashFlowItems)
      .where(and(eq(cashFlowItems.memberId, mariaId), eq(cashFlowItems.productId, productId)));

  it('an acquired product is thanked for, and nothing is created', async () => {
    const res = await incluir(maria, { ID_PROJETO: ids['curso-retina-2026'] });
    expect(res.json()).toEqual({ RESULTADO: false, MSG: 'Você já adquiriu esse produto, obrigado!' });
    expect(await itemsOf(ids['curso-retina-2026']!)).toHaveLength(1);
  });

  it('a product not available to the member is 404 and creates nothing', async () => {
    for (const hash of ['psico-only', 'ended', 'aspirante-only', 'not-in-store', 'congresso-2027']) {
      const res = await incluir(maria, { ID_PROJETO: ids[hash] });
      expect(res.statusCode, hash).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(await itemsOf(ids[hash]!)).toHaveLength(0);
    }
  });

  it('checks the receipt CNPJ and asks for the company name with it', async () => {
    const webinar = ids['webinar-glaucoma'];
    expect(
      (
        await incluir(maria, { ID_PROJETO: webinar, NOME_RECIBO: 'X', CNPJ_RECIBO: '11.222.333/0001-00' })
      ).json(),
    ).toEqual({ RESULTADO: false, MSG: 'O CNPJ informado é inválido.' });
    expect((await incluir(maria, { ID_PROJETO: webinar, CNPJ_RECIBO: '11.222.333/0001-81' })).json()).toEqual(
      {
        RESULTADO: false,
        MSG: 'Informe o nome da empresa para o recibo.',
      },
    );
    expect(await itemsOf(webinar!)).toHaveLength(0);
  });

  it('creates an unpaid product item at the database price, due today, then reuses it', async () => {
    const webinar = ids['webinar-glaucoma']!;
    const first = await incluir(maria, { ID_PROJETO: webinar, VALOR: 0.01 });
    expect(first.json()).toEqual({
      RESULTADO: true,
      MSG: 'Item incluído. Escolha a forma de pagamento.',
      ID_FLUXO_DE_CAIXA: expect.any(Number),
    });
    const [item] = await itemsOf(webinar);
    expect(item).toMatchObject({
      id: first.json().ID_FLUXO_DE_CAIXA,
      kind: 'product',
      associationId: 428,
      amountCentavos: 9000,
      description: 'Webinar Demo de Glaucoma',
      paidAt: null,
      receiptName: null,
      receiptCnpj: null,
    });
    expect(toWireDate(item!.dueAt)).toBe(today());

    const again = await incluir(maria, {
      ID_PROJETO: webinar,
      NOME_RECIBO: 'Clínica Demo Ltda',
      CNPJ_RECIBO: '12.ABC.345/01DE-35',
    });
    expect(again.json()).toEqual({
      RESULTADO: true,
      MSG: 'Você já tem um pagamento pendente deste produto. Escolha a forma de pagamento.',
      ID_FLUXO_DE_CAIXA: item!.id,
    });
    const items = await itemsOf(webinar);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ receiptName: 'Clínica Demo Ltda', receiptCnpj: '12ABC34501DE35' });

    const fluxo = (await post(t, maria, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: item!.id })).json();
    expect(fluxo.FLUXO).toMatchObject({ PROJETO: 'Webinar Demo de Glaucoma', VALOR: 90, DATA_PAGAMENTO: '' });
  });

  it('two requests at once make one item', async () => {
    const id = await addProduct('concurrent', {}, { 601: 5000 });
    const answers = await Promise.all([1, 2, 3].map(() => incluir(maria, { ID_PROJETO: id })));
    const itemIds = new Set(answers.map((r) => r.json().ID_FLUXO_DE_CAIXA));
    expect(itemIds.size).toBe(1);
    expect(await itemsOf(id)).toHaveLength(1);
  });

  it("Pedro cannot see, pay or read Maria's product item", async () => {
    const [item] = await itemsOf(ids['webinar-glaucoma']!);
    const obter = await post(t, pedro, '/api/fluxo/obterFluxo', { ID_FLUXO_DE_CAIXA: item!.id });
    expect(obter.statusCode).toBe(404);
    const pedroPin = await pinToken(t, pedro, '2468');
    const paid = await pay(t, pedro, {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'C',
      TOKEN_PIN: pedroPin,
      CARTAO: VISA,
    });
    expect(paid.statusCode).toBe(404);
    expect(paid.json()).toEqual(NOT_FOUND);
    expect((await itemsOf(ids['webinar-glaucoma']!))[0]!.paidAt).toBeNull();
  });

  it('paying the item by card with efetuarTransacao makes the product acquired', async () => {
    const webinar = ids['webinar-glaucoma']!;
    const [item] = await itemsOf(webinar);
    const pin = await pinToken(t, maria);
    const res = await pay(t, maria, { ID_FLUXO_DE_CAIXA: item!.id, TIPO: 'C', TOKEN_PIN: pin, CARTAO: VISA });
    expect(res.json()).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'succeeded' } });

    const listed = (await listar(maria)).find((p) => p.ID_PROJETO === webinar);
    expect(listed).toMatchObject({ PAGO: true, DATA_PAGAMENTO: today(), DISPONIVEL: true });
    expect((await incluir(maria, { ID_PROJETO: webinar })).json()).toEqual({
      RESULTADO: false,
      MSG: 'Você já adquiriu esse produto, obrigado!',
    });

    // The receipt carries the company it was asked for.
    const gatewayId = res.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
    const recibo = await get(t, maria, `/api/fluxo/recibo/${gatewayId}`);
    expect(recibo.statusCode).toBe(200);
    expect(recibo.body).toContain('Clínica Demo Ltda (CNPJ 12.ABC.345/01DE-35)');
    expect(recibo.body).toContain('Webinar Demo de Glaucoma');
  });
});

describe('a public purchase started in the member name', () => {
  it('is not reused by the store: the member gets an item of their own, visible in the wallet', async () => {
    const productId = await addProduct('curso-publico', { inStore: true }, { 601: 12_000 });
    const [publicItem] = await t.database.db
      .insert(cashFlowItems)
      .values({
        memberId: mariaId,
        associationId: 428,
        productId,
        kind: 'product',
        description: 'curso-publico',
        dueAt: new Date(),
        amountCentavos: 12_000,
        publicRef: 'referencia-de-um-estranho',
      })
      .returning({ id: cashFlowItems.id });
    const res = await incluir(maria, { ID_PROJETO: productId });
    expect(res.json()).toMatchObject({ RESULTADO: true, ID_FLUXO_DE_CAIXA: expect.any(Number) });
    expect(res.json().ID_FLUXO_DE_CAIXA).not.toBe(publicItem!.id);
    const obtido = await post(t, maria, '/api/fluxo/obterFluxo', {
      ID_FLUXO_DE_CAIXA: res.json().ID_FLUXO_DE_CAIXA,
    });
    expect(obtido.json()).toMatchObject({ RESULTADO: true });
  });
});
