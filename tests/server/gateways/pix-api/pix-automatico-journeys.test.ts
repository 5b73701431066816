import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowItems, recurringAuthorizations } from '../../../../server/db/schema';
import { parsePixBrCode } from '../../../../server/gateways/payment/brcode';
import { DEMO } from '../../support/test-app';
import { get, insertItem, memberIdOf, pay, pinToken, post } from '../../support/wallet';
import { PIX_API_VERSION } from './support/pix-api-schemas';
import { startPixApiWorld, type PixApiWorld } from './support/pix-app';

/**
 * Pix Automático's other ways in over the fake PSP, every request checked against bacen/pix-api's
 * schemas: Jornada 1 (POST /rec, then POST /solicrec to the payer's bank) and Jornada 3 from the
 * checkout (TIPO A).
 */
let world: PixApiWorld;
const who = { maria: '', mariaId: 0 };

beforeAll(async () => {
  world = await startPixApiWorld({
    receivingAccount: { agencia: '0001', conta: '123456', tipoConta: 'CORRENTE' },
  });
  who.maria = await world.t.login(DEMO.maria);
  who.mariaId = await memberIdOf(world.t, DEMO.maria.usuario);
});
afterAll(() => world.close());
afterEach(() => expect(world.psp.violations).toEqual([]));

const recIdOf = async (id: number) =>
  (
    await world.t.database.db
      .select({ gatewayId: recurringAuthorizations.gatewayId })
      .from(recurringAuthorizations)
      .where(eq(recurringAuthorizations.id, id))
  )[0]!.gatewayId!;
const paidAtOf = async (itemId: number) =>
  (await world.t.database.db.select().from(cashFlowItems).where(eq(cashFlowItems.id, itemId)))[0]!.paidAt;
const authorization = async (id: number) =>
  (await get(world.t, who.maria, `/api/debito-automatico/${id}`)).json();
const item = (description: string, kind: 'due' | 'annuity', amountCentavos: number) =>
  insertItem(world.t, { memberId: who.mariaId, description, kind, amountCentavos, dueInDays: 30 });

describe(`Pix Automático's journeys over API Pix ${PIX_API_VERSION}`, () => {
  it('Jornada 1: the rec, then its request to the bank named; accepted in the bank app, /rec confirms', async () => {
    const due = await item('Mensalidade Jornada 1', 'due', 6_500);
    const before = world.psp.calls.length;
    const res = await post(world.t, who.maria, '/api/debito-automatico/pedido-ao-banco', {
      itemId: due.id,
      ispb: '60746948',
      agencia: '1234',
      conta: '0056789',
    });
    expect(res.statusCode, res.body).toBe(201);
    const requested = res.json();
    expect(world.psp.calls.slice(before).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /rec',
      'POST /solicrec',
    ]);
    const idRec = await recIdOf(requested.id);
    expect(world.psp.recurring.rec(idRec)).toMatchObject({
      status: 'CRIADA',
      calendario: { periodicidade: 'MENSAL' },
      valor: { valorMinimoRecebedor: '65.00' },
      ativacao: { tipoJornada: 'AGUARDANDO_DEFINICAO' },
    });
    const [solicrec] = world.psp.recurring.solicrecs();
    expect(solicrec).toMatchObject({
      idRec,
      status: 'CRIADA',
      destinatario: { ispbParticipante: '60746948', agencia: '1234', conta: '0056789', cpf: '52998224725' },
    });
    const expiry = Date.parse(
      (solicrec!.calendario as { dataExpiracaoSolicitacao: string }).dataExpiracaoSolicitacao,
    );
    expect(expiry).toBeGreaterThan(Date.now() + 2 * 86_400_000);

    expect(await authorization(requested.id)).toMatchObject({ status: 'pending' });
    expect(await world.psp.recurring.answerSolicRec(idRec, true, { times: 2 })).toEqual([200, 200]);
    expect(await authorization(requested.id)).toMatchObject({ status: 'active' });
    expect(world.psp.recurring.solicrecs()[0]).toMatchObject({ status: 'ACEITA' });
    // Nothing was paid: the item stays open.
    expect(await paidAtOf(due.id)).toBeNull();
  });

  it('Jornada 1 refused in the bank app: the authorization ends refused', async () => {
    const annuity = await item('Anuidade Jornada 1', 'annuity', 78_000);
    const requested = (
      await post(world.t, who.maria, '/api/debito-automatico/pedido-ao-banco', {
        itemId: annuity.id,
        ispb: '18236120',
        agencia: '1',
        conta: '99',
      })
    ).json();
    await world.psp.recurring.answerSolicRec(await recIdOf(requested.id), false);
    expect(await authorization(requested.id)).toMatchObject({ status: 'refused' });
  });

  it('Jornada 3 from the checkout (TIPO A): the cob, the rec naming it, the composite QR; paid and approved', async () => {
    const annuity = await item('Anuidade pelo checkout', 'annuity', 79_000);
    const before = world.psp.calls.length;
    const res = await pay(world.t, who.maria, {
      ID_FLUXO_DE_CAIXA: annuity.id,
      TIPO: 'A',
      PARCELAS: 1,
      TOKEN_PIN: await pinToken(world.t, who.maria),
    });
    const body = res.json();
    expect(body, res.body).toMatchObject({ RESULTADO: true, TRANSACAO: { STATUS: 'pending' } });
    expect(
      world.psp.calls
        .slice(before)
        .map((call) => `${call.method} ${call.path.replace(/\/[A-Za-z0-9]{26,35}/, '/:id')}`),
    ).toEqual(['PUT /cob/:id', 'POST /locrec', 'POST /rec', 'GET /rec/:id']);
    const qr = parsePixBrCode(body.TRANSACAO.PIX_QRCODE);
    expect(qr.valid, qr.error).toBe(true);
    expect(qr.amountCentavos).toBe(79_000);

    const live = (
      await world.t.database.db
        .select()
        .from(recurringAuthorizations)
        .where(eq(recurringAuthorizations.status, 'pending'))
    ).at(-1)!;
    const rec = world.psp.recurring.rec(live.gatewayId!)!;
    const cobTxid = (rec.ativacao as { dadosJornada: { txid: string } }).dadosJornada.txid;
    await world.psp.pay(cobTxid);
    expect(await paidAtOf(annuity.id)).not.toBeNull();
    await world.psp.recurring.answerRec(live.gatewayId!, true);
    expect(await authorization(live.id)).toMatchObject({ status: 'active', itemKind: 'annuity' });
  });
});
