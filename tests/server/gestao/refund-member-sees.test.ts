import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransacaoPaga } from '../../../domain/contract/profile';
import { REFUND_TEXT } from '../../../domain/refund-texts';
import { formatDisplayDate } from '../../../domain/dates';
import { formatBRL, fromCentavos } from '../../../domain/money';
import { cashFlowItems, outboundMessages, transactions } from '../../../server/db/schema';
import { pdfText } from '../documents/pdf-text';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, paidByPixInSandbox } from '../support/wallet';
import { gestao, STAFF, staffLogin } from './support';

/** R$ with the non-breaking space the app prints. */
const R$ = (centavos: number) => formatBRL(fromCentavos(centavos));

let t: TestContext;
let financeiro: string;
let maria: string;
let mariaId: number;

beforeAll(async () => {
  t = await createTestApp();
  financeiro = await staffLogin(t, STAFF.financeiro);
  maria = await t.login(DEMO.maria);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
});
afterAll(() => t.close());

/** A fresh item of Maria's, due ahead (no fine), paid by a sandbox PIX: its id and the payment. */
async function paidByPix(description: string, amountCentavos: number) {
  const [item] = await t.database.db
    .insert(cashFlowItems)
    .values({
      memberId: mariaId,
      associationId: 428,
      kind: 'due',
      description,
      dueAt: new Date(Date.now() + 5 * 86_400_000),
      amountCentavos,
    })
    .returning();
  const gatewayId = await paidByPixInSandbox(t, mariaId, [item!.id]);
  const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayId, gatewayId));
  return { itemId: item!.id, tx: tx! };
}

const listed = async () =>
  (await get(t, maria, '/api/fluxo/listarTransacoesPagas')).json() as TransacaoPaga[];
const lastMessageTo = async (recipient: string, subject: string) =>
  (
    await t.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recipient, recipient), eq(outboundMessages.subject, subject)))
      .orderBy(desc(outboundMessages.id))
      .limit(1)
  )[0];

describe('A refund the member can see', () => {
  it('the payment stays in her list, marked with the amount and date, with its paid date kept', async () => {
    const { tx } = await paidByPix('Contribuição estornada 1', 6_500);
    const paidOn = (await listed()).find((p) => p.ID_ZOOP_TRANSACAO === tx.gatewayId)!.DATA_PAGAMENTO;
    const res = await gestao(t, financeiro, 'POST', `/payments/${tx.id}/refund`, { reopenItem: true });
    expect(res.statusCode, res.body).toBe(200);

    const after = (await listed()).find((p) => p.ID_ZOOP_TRANSACAO === tx.gatewayId);
    expect(after).toMatchObject({
      VALOR: 65,
      VALOR_ESTORNADO: 65,
      DATA_PAGAMENTO: paidOn,
      DATA_ESTORNO: expect.stringMatching(/^\d{8}T\d{6}$/),
    });
    // The item itself is open again, to be paid anew.
    const [item] = await t.database.db
      .select({ paidAt: cashFlowItems.paidAt })
      .from(cashFlowItems)
      .where(eq(cashFlowItems.id, tx.itemId));
    expect(item!.paidAt).toBeNull();
  });

  it('a part refunded says how much of what was paid; a payment that stands has no refund', async () => {
    const { tx } = await paidByPix('Contribuição estornada em parte', 10_000);
    const standing = await paidByPix('Contribuição que fica paga', 4_000);
    await gestao(t, financeiro, 'POST', `/payments/${tx.id}/refund`, {
      reopenItem: false,
      amountCentavos: 2_500,
    });
    const list = await listed();
    expect(list.find((p) => p.ID_ZOOP_TRANSACAO === tx.gatewayId)).toMatchObject({
      VALOR: 100,
      VALOR_ESTORNADO: 25,
    });
    const stands = list.find((p) => p.ID_ZOOP_TRANSACAO === standing.tx.gatewayId)!;
    expect(stands).not.toHaveProperty('DATA_ESTORNO');
    expect(stands).not.toHaveProperty('VALOR_ESTORNADO');
  });

  it('the receipt page and its PDF say it was refunded; staff see the same receipt', async () => {
    const { tx } = await paidByPix('Contribuição com recibo estornado', 6_500);
    await gestao(t, financeiro, 'POST', `/payments/${tx.id}/refund`, { reopenItem: true });
    const today = formatDisplayDate(new Date());
    const notice = REFUND_TEXT.receipt({ at: new Date(), amountCentavos: 6_500, paidCentavos: 6_500 });
    expect(notice).toBe(
      `Pagamento estornado em ${today}: ${R$(6_500)} devolvido. Este recibo não comprova mais o pagamento.`,
    );

    const page = await get(t, maria, `/api/fluxo/recibo/${tx.gatewayId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Recibo de pagamento (estornado)');
    expect(page.body).toContain(notice);
    expect(page.body).toContain(`Estornado em ${today} · ${R$(6_500)}`);

    const pdf = await get(t, maria, `/api/documentos/recibos/${tx.gatewayId}`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Estornado em ${today}`);
    expect(text).toContain('Pagamento estornado em');

    const staffPage = await gestao(t, financeiro, 'GET', `/payments/${tx.id}/receipt`);
    expect(staffPage.body).toContain(notice);
    const staffPdf = await gestao(t, financeiro, 'GET', `/payments/${tx.id}/receipt.pdf`);
    expect(staffPdf.statusCode).toBe(200);
    expect(pdfText(staffPdf.rawPayload)).toContain(`Estornado em ${today}`);
  });

  it('she receives an e-mail that says what was refunded, how much and when', async () => {
    const { tx } = await paidByPix('Contribuição avisada do estorno', 6_500);
    await gestao(t, financeiro, 'POST', `/payments/${tx.id}/refund`, { reopenItem: true });
    const message = await lastMessageTo(DEMO.maria.usuario, REFUND_TEXT.emailSubject);
    expect(message?.channel).toBe('email');
    const body = message!.body;
    expect(body).toContain(
      'O pagamento de "Contribuição avisada do estorno" (Sociedade Demo de Oftalmologia) foi estornado.',
    );
    expect(body).toContain(`Valor estornado: ${R$(6_500)}`);
    expect(body).toContain(`Data do estorno: ${formatDisplayDate(new Date())}`);
    expect(body).toContain('O item voltou a ficar em aberto no app.');
  });
});
