import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_MSG } from '../../../domain/wallet-messages';
import { cashFlowItems, transactions } from '../../../server/db/schema';
import { issueReceipt } from '../../../server/documents/receipt-document';
import { renderDocumentPdf } from '../../../server/documents/pdf';
import { pdfText } from '../documents/pdf-text';
import { brazilianBuyer, CONGRESSO, openPurchase, post } from '../support/purchase';
import { inbox } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { VISA } from '../support/wallet';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://quita.exemplo.com.br' });
});
afterAll(() => t.close());

const JOAO_CPF = '111.444.777-35';
const ON_FILE = 'João Demo Pereira';
const TYPED = 'João Comprador da Silva';

describe('the receipt names the payer as they typed it (issue 28 item 7)', () => {
  it("a buyer with a CPF already on the association's roll: page, PDF, e-mail and slip say the name typed", async () => {
    const email = `comprador.${Date.now().toString(36)}@exemplo.com.br`;
    const p = await openPurchase(
      t,
      brazilianBuyer({ cpf: JOAO_CPF, nome: TYPED, email, celular: '(21) 98888-2222' }),
    );
    const [item] = await t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, p.id));
    expect(item!.payerName).toBe(TYPED);

    // The boleto's payer is the buyer too.
    const boleto = await post(t, 'efetuarTransacaoDireta', {
      ID_FLUXO_DE_CAIXA: p.id,
      HASH: CONGRESSO,
      REFERENCIA: p.ref,
      ID_EMITENTE_ML: 428,
      TIPO: 'B',
      PARCELAS: 1,
    });
    expect(boleto.json(), boleto.body).toMatchObject({ RESULTADO: true });
    const slip = await t.app.inject({
      method: 'GET',
      url: `/api/access/acessarBoleto/${boleto.json().TRANSACAO.HASH as string}`,
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.body).toContain(TYPED);
    expect(slip.body).not.toContain(ON_FILE);

    const paid = await post(t, 'efetuarTransacaoDireta', {
      ID_FLUXO_DE_CAIXA: p.id,
      HASH: CONGRESSO,
      REFERENCIA: p.ref,
      ID_EMITENTE_ML: 428,
      TIPO: 'C',
      PARCELAS: 1,
      CARTAO: VISA,
    });
    expect(paid.json(), paid.body).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'succeeded' } });

    const done = await post(t, 'compra-concluida', { itemId: p.id, hash: CONGRESSO, reference: p.ref });
    const page = await t.app.inject({ method: 'GET', url: done.json().receiptUrl as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${TYPED} (CPF 111.444.777-35)`);
    expect(page.body).not.toContain(ON_FILE);

    const [mail] = (await inbox(t, email)).filter((m) => m.assunto === WALLET_MSG.receiptSubject);
    expect(mail?.corpo).toContain(`Olá, ${TYPED}.`);
    expect(mail?.corpo).not.toContain(ON_FILE);

    const [tx] = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.accessHash, (done.json().receiptUrl as string).split('/').pop()!));
    const doc = await issueReceipt(t.database.db, tx!.id);
    const text = pdfText(
      await renderDocumentPdf(doc!, { publicUrl: 'https://quita.exemplo.com.br', compress: false }),
    );
    expect(text).toContain(`Recebemos de ${TYPED}, CPF 111.444.777-35`);
    // One item: the statement agrees with it (never "ao(s) item(ns)").
    expect(text).toContain('referente ao item abaixo.');
    expect(text).not.toContain(ON_FILE);
  });
});
