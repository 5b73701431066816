import { and, eq, gt, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_HEADER } from '../../../domain/contract/documents';
import { formatBRL, fromCentavos } from '../../../domain/money';
import { issueReceipt } from '../../../server/documents/receipt-document';
import { cashFlowItems, issuedDocuments, outboundMessages, transactions } from '../../../server/db/schema';
import { settle } from '../../../server/payments/settle';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, pay, pinToken, VISA } from '../support/wallet';
import { pdfText } from './pdf-text';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;
let gatewayId: string;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://quita.exemplo.com.br' });
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

const receiptsOf = (transactionId: number) =>
  t.database.db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.kind, 'recibo'), eq(issuedDocuments.transactionId, transactionId)));

const verify = (code: string) =>
  t.app.inject({ method: 'GET', url: `/api/verificar/${encodeURIComponent(code)}` });

describe('recibo', () => {
  it('a settled payment issues one receipt and the e-mail carries its verification link', async () => {
    const [item] = await t.database.db
      .select()
      .from(cashFlowItems)
      .where(
        and(
          eq(cashFlowItems.memberId, mariaId),
          isNull(cashFlowItems.paidAt),
          gt(cashFlowItems.dueAt, new Date()),
        ),
      )
      .orderBy(cashFlowItems.dueAt)
      .limit(1);
    const res = await pay(t, maria, {
      ID_FLUXO_DE_CAIXA: item!.id,
      TIPO: 'C',
      PARCELAS: 3,
      TOKEN_PIN: await pinToken(t, maria),
      CARTAO: VISA,
    });
    expect(res.json()).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'succeeded' } });
    gatewayId = res.json().TRANSACAO.ID_ZOOP_TRANSACAO;
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));

    const [receipt, ...more] = await receiptsOf(tx!.id);
    expect(more).toHaveLength(0);
    expect(receipt!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{15}$/);
    const [mail] = await t.database.db
      .select()
      .from(outboundMessages)
      .where(like(outboundMessages.body, `%${item!.description}%`));
    const grouped = receipt!.code.match(/.{5}/g)!.join('-');
    expect(mail!.body).toContain(`https://quita.exemplo.com.br/verificar/${grouped}`);

    // Settling again (a late webhook, the reconciler) and racing associations add nothing.
    expect(await settle(t.app, gatewayId)).toEqual({ ok: true });
    const again = await Promise.all([1, 2, 3, 4].map(() => issueReceipt(t.database.db, tx!.id)));
    expect(new Set(again.map((d) => d!.code))).toEqual(new Set([receipt!.code]));
    expect(await receiptsOf(tx!.id)).toHaveLength(1);
  });

  it('"Baixar PDF": the PDF states association and CNPJ, member and CPF, item, amount, method, date and gateway id', async () => {
    const res = await get(t, maria, `/api/documentos/recibos/${gatewayId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="recibo-\w{5}\.pdf"$/);
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
    const [item] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, tx!.itemId));
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Recibo de pagamento',
      'Sociedade Demo de Oftalmologia',
      'CNPJ 11.222.333/0001-81',
      'Maria Demo Silva',
      '529.982.247-25',
      item!.description,
      formatBRL(fromCentavos(tx!.amountCentavos)),
      'Cartão de Crédito em 3x',
      'Parcelas: 3x',
      gatewayId,
      `Código de verificação: ${res.headers[CODE_HEADER]}`,
      `https://quita.exemplo.com.br/verificar/${res.headers[CODE_HEADER]}`,
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    }
  });

  it('verifies as "Válida" with the masked CPF, until the payment is refunded', async () => {
    const code = (await get(t, maria, `/api/documentos/recibos/${gatewayId}`)).headers[CODE_HEADER] as string;
    const valid = await verify(code);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({
      valid: true,
      kind: 'recibo',
      title: 'Recibo de pagamento',
      associationName: 'Sociedade Demo de Oftalmologia',
      associationCnpj: '11.222.333/0001-81',
      memberName: 'Maria Demo Silva',
      maskedCpf: '***.982.247-**',
      situation: null,
    });
    expect(valid.body).not.toContain('52998224725');

    await t.database.db
      .update(transactions)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(transactions.gatewayId, gatewayId));
    expect((await verify(code)).json()).toEqual({ valid: false });
    await t.database.db
      .update(transactions)
      .set({ status: 'succeeded', refundedAt: null })
      .where(eq(transactions.gatewayId, gatewayId));
  });

  it("is the payer's only: another member, an unknown payment and no login get nothing", async () => {
    const other = await get(t, pedro, `/api/documentos/recibos/${gatewayId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ ok: false, message: 'Documento não encontrado.' });
    expect((await get(t, maria, '/api/documentos/recibos/nao-existe')).statusCode).toBe(404);
    const anonymous = await get(t, null, `/api/documentos/recibos/${gatewayId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ ok: false });
  });
});
