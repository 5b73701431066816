import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MSG } from '../../../domain/congress-messages';
import type { CompletedPurchase } from '../../../domain/contract/access';
import type { GestaoEvent } from '../../../domain/contract/gestao-events';
import type { MemberTicket } from '../../../domain/contract/tickets';
import { DEMO_CONGRESS_HASH } from '../../../server/congress/demo-congress';
import { emailTickets } from '../../../server/congress/ticket-email';
import { ticketKeys } from '../../../server/congress/ticket-keys';
import { verifiedTicket } from '../../../server/congress/ticket-signature';
import { afterSettled, settle } from '../../../server/payments/settle';
import { secretBoxOf } from '../../../server/secrets/secret-box';
import { pdfText } from '../documents/pdf-text';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { brazilianBuyer, incluir, openPurchase, post } from '../support/purchase';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, insertItem, memberIdOf, paidByPixInSandbox, VISA } from '../support/wallet';
import { oneDayCourse } from './one-day-course';

let t: TestContext;
let tokens: StaffTokens;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
});
afterAll(() => t.close());

interface Purchase {
  id: number;
  ref: string;
}

/** A buyer with no login opens a registration to the demo congress. */
async function buy(email: string): Promise<Purchase> {
  const res = await incluir(
    t,
    brazilianBuyer({ email, nome: 'Bia Compradora Sem Login' }),
    DEMO_CONGRESS_HASH,
  );
  expect(res.json(), res.body).toMatchObject({ RESULTADO: true });
  return { id: res.json().FLUXO.ID_FLUXO_DE_CAIXA as number, ref: res.json().REFERENCIA as string };
}

const pay = (p: Purchase, method: object) =>
  post(t, 'efetuarTransacaoDireta', {
    ID_FLUXO_DE_CAIXA: p.id,
    HASH: DEMO_CONGRESS_HASH,
    REFERENCIA: p.ref,
    ID_EMITENTE_ML: 428,
    PARCELAS: 1,
    ...method,
  });

const completed = (p: { id: number; ref: string }) =>
  post(t, 'compra-concluida', { itemId: p.id, hash: DEMO_CONGRESS_HASH, reference: p.ref });

interface Message {
  id: number;
  assunto: string;
  corpo: string;
  anexo: { nome: string; tipo: string; url: string } | null;
}
const inbox = async (para: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/sandbox/mensagens', query: { para } })).json()
    .mensagens as Message[];
const ticketMails = async (para: string) =>
  (await inbox(para)).filter((m) => m.assunto.startsWith('Seu ingresso'));
const pdfOf = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload);
};

const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemplo.com.br`;

describe('Buyers with no login: the ticket on the success screen and by e-mail', () => {
  it('paid by card: "Compra concluída" carries the signed ticket and the e-mail its PDF with the code', async () => {
    const email = uniqueEmail('bia');
    const p = await buy(email);
    const paid = await pay(p, { TIPO: 'C', CARTAO: VISA });
    expect(paid.json(), paid.body).toMatchObject({ TRANSACAO: { STATUS: 'succeeded' } });

    const done = await completed(p);
    expect(done.statusCode, done.body).toBe(200);
    const { ticket } = done.json() as CompletedPurchase;
    expect(ticket).toMatchObject({
      eventName: 'Congresso Demo Brasileiro de Retina 2027',
      status: 'valid',
    });
    const keys = await ticketKeys(t.database.db, secretBoxOf(t.app.config));
    expect(verifiedTicket(keys, ticket!.qrPayload)).toMatchObject({
      ticketId: ticket!.id,
      code: ticket!.code,
    });

    const mails = await ticketMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.assunto).toBe(TICKET_MSG.emailSubject('Congresso Demo Brasileiro de Retina 2027'));
    expect(mail!.corpo).toContain(`Código do ingresso: ${ticket!.code}`);
    expect(mail!.anexo).toMatchObject({ nome: `ingresso-${ticket!.code}.pdf`, tipo: 'application/pdf' });
    const text = await pdfOf(mail!.anexo!.url);
    expect(text).toContain('Congresso Demo Brasileiro de Retina 2027');
    expect(text).toContain('Participante: Bia Compradora Sem Login');
    expect(text).toContain(`Local: ${ticket!.place}`);
    expect(text).toContain('Código do ingresso');
    expect(text).toContain(ticket!.code);
    expect(text).toMatch(/Data: \d{2}\/\d{2}\/2027/);

    // The file is served only to whoever names its recipient.
    const stranger = mail!.anexo!.url.replace(encodeURIComponent(email), 'outra%40exemplo.com.br');
    expect((await t.app.inject({ method: 'GET', url: stranger })).statusCode).toBe(404);
  });

  it("the ticket goes only to its buyer: another buyer's reference, a wrong hash or an unpaid purchase open nothing", async () => {
    const mine = await buy(uniqueEmail('dono'));
    await pay(mine, { TIPO: 'C', CARTAO: VISA });
    const other = await buy(uniqueEmail('outro'));
    await pay(other, { TIPO: 'C', CARTAO: VISA });
    const mineTicket = (await completed(mine)).json().ticket as CompletedPurchase['ticket'];
    const otherTicket = (await completed(other)).json().ticket as CompletedPurchase['ticket'];
    expect(mineTicket!.id).not.toBe(otherTicket!.id);

    for (const forged of [
      { id: mine.id, ref: other.ref },
      { id: other.id, ref: mine.ref },
      { id: mine.id + 1, ref: mine.ref },
    ]) {
      const res = await completed(forged);
      expect(res.statusCode, JSON.stringify(forged)).toBe(404);
      expect(res.body).not.toContain(mineTicket!.code);
      expect(res.body).not.toContain(otherTicket!.code);
    }
    const wrongHash = await post(t, 'compra-concluida', {
      itemId: mine.id,
      hash: 'congresso-2027',
      reference: mine.ref,
    });
    expect(wrongHash.statusCode).toBe(404);

    const unpaid = await buy(uniqueEmail('semPagar'.toLowerCase()));
    expect((await completed(unpaid)).statusCode).toBe(404);
  });

  it("a boleto's ticket comes when it is paid, and a webhook heard twice e-mails it once", async () => {
    const email = uniqueEmail('boleto');
    const p = await buy(email);
    const boleto = await pay(p, { TIPO: 'B' });
    expect(boleto.json(), boleto.body).toMatchObject({ RESULTADO: true });
    expect((await completed(p)).statusCode).toBe(404);
    expect(await ticketMails(email)).toEqual([]);

    const gatewayId = boleto.json().TRANSACAO.ID_ZOOP_TRANSACAO as string;
    const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/boleto/${gatewayId}/pagar` });
    expect(paid.statusCode, paid.body).toBe(200);
    // The gateway tells again (a retried webhook), settling and its aftermath run again.
    expect(await settle(t.app, gatewayId)).toEqual({ ok: true });
    await afterSettled(t.app, { transactionId: 0, itemIds: [p.id], paidAt: new Date() });
    await Promise.all([
      emailTickets({ db: t.database.db, outbox: t.app.outbox, box: secretBoxOf(t.app.config) }, [p.id]),
      emailTickets({ db: t.database.db, outbox: t.app.outbox, box: secretBoxOf(t.app.config) }, [p.id]),
    ]);

    const { ticket } = (await completed(p)).json() as CompletedPurchase;
    expect(ticket?.status).toBe('valid');
    const mails = await ticketMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.corpo).toContain(ticket!.code);
  });

  it('a product that is not an event has no ticket', async () => {
    const p = await openPurchase(t, brazilianBuyer());
    await post(t, 'efetuarTransacaoDireta', {
      ID_FLUXO_DE_CAIXA: p.id,
      HASH: 'congresso-2027',
      REFERENCIA: p.ref,
      ID_EMITENTE_ML: 428,
      TIPO: 'C',
      PARCELAS: 1,
      CARTAO: VISA,
    });
    const done = await post(t, 'compra-concluida', {
      itemId: p.id,
      hash: 'congresso-2027',
      reference: p.ref,
    });
    expect(done.json()).toMatchObject({ ticket: null });
    expect(await ticketMails(String(p.emitente.email))).toEqual([]);
  });
});

describe('A buyer whose purchase opens their account', () => {
  it('sees the ticket on "Compra concluída", gets the PDF by e-mail, and finds it in the new account\'s Meus ingressos', async () => {
    const email = uniqueEmail('conta.nova');
    const opened = await incluir(t, brazilianBuyer({ email, nome: 'Nina Conta Nova' }), DEMO_CONGRESS_HASH);
    // A CPF nobody knew: the purchase opens the account with the password typed, and its session.
    expect(opened.json(), opened.body).toMatchObject({ RESULTADO: true, CONTA: 'NOVA' });
    const token = opened.json().TOKEN as string;
    const p = {
      id: opened.json().FLUXO.ID_FLUXO_DE_CAIXA as number,
      ref: opened.json().REFERENCIA as string,
    };
    const paid = await pay(p, { TIPO: 'C', CARTAO: VISA });
    expect(paid.json(), paid.body).toMatchObject({ TRANSACAO: { STATUS: 'succeeded' } });

    const { ticket } = (await completed(p)).json() as CompletedPurchase;
    expect(ticket).toMatchObject({ eventName: 'Congresso Demo Brasileiro de Retina 2027', status: 'valid' });
    const mails = await ticketMails(email);
    expect(mails).toHaveLength(1);
    expect(await pdfOf(mails[0]!.anexo!.url)).toContain(ticket!.code);

    // Meus ingressos: the same ticket, with its item and the 7 days to withdraw (CDC art. 49).
    const mine = (await get(t, token, '/api/ingressos')).json() as MemberTicket[];
    expect(mine).toEqual([
      {
        ...ticket,
        itemId: p.id,
        withdrawal: {
          open: expect.objectContaining({ method: 'card' }),
          withdrawnAt: null,
          returnPending: false,
        },
      },
    ]);
  });
});

describe('Members buying an event: the ticket e-mail too', () => {
  it('Maria pays a course by PIX and gets its PDF once, with the code "Meus ingressos" shows', async () => {
    const event = (
      await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Curso Demo por E-mail'))
    ).json().event as GestaoEvent;
    const maria = await memberIdOf(t, 'membro@exemplo.com.br');
    const mariaToken = await t.login(DEMO.maria);
    // The store marks it an event, so the payment screen ends pointing to "Meus ingressos".
    const detail = await get(t, mariaToken, `/api/projeto/obterProdutoLoja/${event.productId}`);
    expect(detail.json()).toMatchObject({ PRODUTO: { EVENTO: true } });
    const item = await insertItem(t, {
      memberId: maria,
      kind: 'product',
      productId: event.productId,
      description: 'Curso Demo por E-mail - Titular',
      amountCentavos: 20_000,
    });
    const gatewayId = await paidByPixInSandbox(t, maria, [item.id]);
    expect(await settle(t.app, gatewayId)).toEqual({ ok: true });
    const tickets = (await get(t, mariaToken, '/api/ingressos')).json() as MemberTicket[];
    const ticket = tickets.find((x) => x.eventName === 'Curso Demo por E-mail')!;
    const mails = (await ticketMails('membro@exemplo.com.br')).filter((m) =>
      m.assunto.includes('Curso Demo por E-mail'),
    );
    expect(mails).toHaveLength(1);
    const text = await pdfOf(mails[0]!.anexo!.url);
    expect(text).toContain(ticket.code);
    expect(text).toContain('Curso Demo por E-mail');
  });
});

describe('Cortesia: the guest receives the ticket by e-mail', () => {
  it('adding a guest e-mails the PDF with the QR and the code once', async () => {
    const event = (
      await gestao(t, tokens.gestor, 'POST', '/events', oneDayCourse('Curso Demo das Cortesias'))
    ).json().event as GestaoEvent;
    const email = uniqueEmail('palestrante');
    const added = await gestao(t, tokens.gestor, 'POST', `/events/${event.id}/courtesies`, {
      name: 'Dra. Palestrante Convidada',
      cpf: brazilianBuyer().cpf,
      email,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { code } = added.json().registration as { code: string };
    const mails = await ticketMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.assunto).toBe(TICKET_MSG.emailSubject('Curso Demo das Cortesias'));
    const text = await pdfOf(mails[0]!.anexo!.url);
    expect(text).toContain('Curso Demo das Cortesias');
    expect(text).toContain('Participante: Dra. Palestrante Convidada');
    expect(text).toContain(code);
  });
});
