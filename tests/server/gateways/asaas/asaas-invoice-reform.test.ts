import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIS_COFINS_MSG } from '../../../../domain/nfse-pis-cofins';
import { REFORM_FIELD_LABEL, REFORM_MSG } from '../../../../domain/nfse-reform';
import { products } from '../../../../server/db/schema';
import { serviceInvoices } from '../../../../server/db/schema-invoices';
import { gestao, STAFF, staffLogin } from '../../gestao/support';
import { CONGRESSO, openPurchase, post } from '../../support/purchase';
import { startAsaasWorld, type AsaasWorld } from './asaas-world';

let world: AsaasWorld;
let gestor: string;

const CODES = {
  nfseNbsCode: '1.0101.11.00',
  nfseTaxSituationCode: '000',
  nfseTaxClassificationCode: '000001',
  nfseOperationIndicatorCode: '020101',
};
/** Lucro Presumido's PIS/COFINS: taxable at 0,65 % and 3 %. */
const PIS_COFINS = { cst: '01', pisRateBps: 65, cofinsRateBps: 300 };
const setCodes = (codes: Partial<typeof CODES> | null) =>
  world.t.app.db
    .update(products)
    .set(
      codes ?? {
        nfseNbsCode: null,
        nfseTaxSituationCode: null,
        nfseTaxClassificationCode: null,
        nfseOperationIndicatorCode: null,
      },
    )
    .where(eq(products.hash, CONGRESSO));

beforeAll(async () => {
  world = await startAsaasWorld();
  gestor = await staffLogin(world.t, STAFF.gestor);
  await world.t.app.db
    .update(products)
    .set({
      nfseEnabled: true,
      nfseServiceCode: '01.07',
      nfseServiceDescription: 'Curso de atualização',
      nfseIssBps: 500,
    })
    .where(eq(products.hash, CONGRESSO));
  // Lucro Presumido here and at Asaas (its fiscal info: not in the Simples Nacional).
  expect(
    (
      await gestao(world.t, gestor, 'PUT', '/invoices/settings', {
        taxRegime: 'presumido',
        pisCofins: PIS_COFINS,
      })
    ).statusCode,
  ).toBe(200);
  world.asaas.setSimplesNacional(false);
});
afterAll(() => world.close());

/** A buyer with no login pays the flagged product by PIX and the fake's webhook settles it. */
async function paidPurchase() {
  const p = await openPurchase(world.t);
  const pix = await post(world.t, 'efetuarTransacaoDireta', {
    ID_FLUXO_DE_CAIXA: p.id,
    HASH: CONGRESSO,
    REFERENCIA: p.ref,
    ID_EMITENTE_ML: 428,
    TIPO: 'P',
  });
  expect(pix.json(), pix.body).toMatchObject({ RESULTADO: true });
  const paymentId = pix.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
  expect((await world.asaas.pay(paymentId)).status).toBe(200);
  return { ...p, paymentId };
}
const invoiceOfItem = async (itemId: number) =>
  (await world.t.app.db.select().from(serviceInvoices).where(eq(serviceInvoices.itemId, itemId)))[0]!;
const lastInvoiceCall = () =>
  world.asaas.requests.filter((r) => r.method === 'POST' && r.path === '/invoices').at(-1)!;

describe('service invoices and the 2026 tax reform, through Asaas', () => {
  it("sends the product's NBS, CST, cClassTrib and indicador de operação in taxes; Asaas schedules it", async () => {
    await setCodes(CODES);
    const paid = await paidPurchase();
    expect(lastInvoiceCall().body).toMatchObject({
      payment: paid.paymentId,
      taxes: {
        retainIss: false,
        iss: 5,
        nbsCode: '1.0101.11.00',
        taxSituationCode: '000',
        taxClassificationCode: '000001',
        operationIndicatorCode: '020101',
        // NT 007: the association's PIS/COFINS, by the new rules.
        pisCofinsTaxStatus: 'STANDARD_TAXABLE_OPERATION',
        operationPis: 0.65,
        operationCofins: 3,
        useTaxSystemReformNT007: true,
      },
    });
    const invoice = await invoiceOfItem(paid.id);
    expect(invoice).toMatchObject({
      status: 'scheduled',
      nbsCode: '1.0101.11.00',
      operationIndicatorCode: '020101',
    });
    expect(invoice.pspInvoiceId).toMatch(/^inv_/);
  });

  it("a product saved before the regime, without the codes: Asaas's refusal reaches staff with the field's pt-BR name", async () => {
    await setCodes(null);
    const paid = await paidPurchase();
    expect(Object.keys(lastInvoiceCall().body.taxes as object)).not.toContain('nbsCode');
    const invoice = await invoiceOfItem(paid.id);
    expect(invoice.status).toBe('error');
    for (const label of Object.values(REFORM_FIELD_LABEL))
      expect(invoice.errorReason).toContain(`“${label}”`);
    expect(invoice.errorReason).toContain(REFORM_MSG.fillInProduct);
    expect(invoice.errorReason).not.toMatch(/nbsCode|taxSituationCode/);

    const listed = (await gestao(world.t, gestor, 'GET', '/invoices')).json().invoices as {
      id: number;
      status: string;
      errorReason: string | null;
    }[];
    expect(listed.find((i) => i.id === invoice.id)).toMatchObject({
      status: 'error',
      errorReason: invoice.errorReason,
    });
    // Another association's staff see none of it, nor its regime.
    const psi = await staffLogin(world.t, STAFF.gestorPsi);
    expect((await gestao(world.t, psi, 'GET', '/invoices')).json()).toEqual({ invoices: [] });
    expect((await gestao(world.t, psi, 'GET', '/invoices/settings')).json()).toEqual({
      taxRegime: null,
      pisCofins: null,
    });
  });

  it("without PIS/COFINS under Lucro Presumido: Asaas's refusal names it in pt-BR, and where to fill it in", async () => {
    await setCodes(CODES);
    const set = (pisCofins: typeof PIS_COFINS | null) =>
      gestao(world.t, gestor, 'PUT', '/invoices/settings', { taxRegime: 'presumido', pisCofins });
    expect((await set(null)).statusCode).toBe(200);
    try {
      const paid = await paidPurchase();
      expect(Object.keys(lastInvoiceCall().body.taxes as object)).not.toContain('pisCofinsTaxStatus');
      const invoice = await invoiceOfItem(paid.id);
      expect(invoice.status).toBe('error');
      expect(invoice.errorReason).toContain(`“${PIS_COFINS_MSG.cstLabel}”`);
      expect(invoice.errorReason).toContain(PIS_COFINS_MSG.fillInSettings);
      expect(invoice.errorReason).not.toMatch(/pisCofinsTaxStatus/);
    } finally {
      expect((await set(PIS_COFINS)).statusCode).toBe(200);
      // As the test before left it: the next one saves the product without its codes.
      await setCodes(null);
    }
  });

  it('the same product is refused at its next save until its codes are filled in', async () => {
    const products = (await gestao(world.t, gestor, 'GET', '/products')).json().products as {
      id: number;
      hash: string;
      description: string;
      detailedHtml: string;
      inStore: boolean;
      prices: { categoryId: number; amountCentavos: number }[];
      nfse: { serviceCode: string; serviceDescription: string; issBps: number };
    }[];
    const congress = products.find((p) => p.hash === CONGRESSO)!;
    const body = {
      description: congress.description,
      detailedHtml: congress.detailedHtml,
      endsOn: null,
      inStore: congress.inStore,
      prices: congress.prices.map((p) => ({ categoryId: p.categoryId, amountCentavos: p.amountCentavos })),
      nfse: congress.nfse,
    };
    const refused = await gestao(world.t, gestor, 'PUT', `/products/${congress.id}`, body);
    expect(refused.json()).toEqual({ ok: false, message: REFORM_MSG.missing.nbsCode });
    const saved = await gestao(world.t, gestor, 'PUT', `/products/${congress.id}`, {
      ...body,
      nfse: {
        ...congress.nfse,
        nbsCode: '1.0101.11.00',
        taxSituationCode: '000',
        taxClassificationCode: '000001',
        operationIndicatorCode: '020101',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
