import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associations, memberships } from '../../../server/db/schema';
import { signAssociationQr } from '../../../server/associations/association-qr';
import { psiTitularId } from '../gestao/psi-titular';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, post } from '../support/wallet';
import { associationQrText } from './older-json-code';

let t: TestContext;
let maria: string;
let pedro: string;
let mariaId: number;
let pedroId: number;
const secrets = new Map<number, string>();

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  pedroId = await memberIdOf(t, DEMO.pedro.usuario);
  for (const row of await t.database.db.select().from(associations)) secrets.set(row.id, row.qrSecret);
});
afterAll(() => t.close());

const PSICOLOGIA = 1024839;
const OFTALMO = 428;
const READ_FAILED = { resultado: false, msg: 'Não foi possível realizar a leitura do QRCode.' };
const INVALID = { resultado: false, msg: 'QR Code inválido para associação.' };

const qrFor = (emitente: number, categoria: number | null = null, secret = secrets.get(emitente)!) =>
  associationQrText(
    signAssociationQr(secret, { emitente, categoria, emitido: Math.floor(Date.now() / 1000) }),
  );

const scan = async (token: string, QRCODE: string) => {
  const res = await post(t, token, '/api/emitente/associarEmitente', { QRCODE });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const membershipsOf = (memberId: number) =>
  t.database.db
    .select({
      associationId: memberships.associationId,
      categoryId: memberships.categoryId,
      status: memberships.status,
    })
    .from(memberships)
    .where(eq(memberships.memberId, memberId))
    .orderBy(memberships.associationId);

describe('associarEmitente', () => {
  it('needs a token', async () => {
    const res = await post(t, null, '/api/emitente/associarEmitente', { QRCODE: qrFor(PSICOLOGIA) });
    expect(res.statusCode).toBe(401);
  });

  it('refuses what is not an association code, changing nothing', async () => {
    const before = await membershipsOf(mariaId);
    for (const text of [
      'não é JSON',
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR',
      '{"tipo":"pix","emitente":1024839}',
      '{"emitente":1024839}',
      '[1,2]',
    ]) {
      expect(await scan(maria, text), text).toEqual(READ_FAILED);
    }
    expect(await membershipsOf(mariaId)).toEqual(before);
  });

  it('refuses forged, tampered and foreign codes, changing nothing', async () => {
    const before = await membershipsOf(mariaId);
    const valid = JSON.parse(qrFor(PSICOLOGIA, await psiTitularId(t)));
    const cases = {
      'signed with a made-up secret': qrFor(PSICOLOGIA, null, 'segredo-inventado'),
      "signed with association 428's secret": qrFor(PSICOLOGIA, null, secrets.get(OFTALMO)),
      'association changed after signing': JSON.stringify({
        ...JSON.parse(qrFor(OFTALMO, 601)),
        emitente: PSICOLOGIA,
      }),
      'category changed after signing': JSON.stringify({ ...valid, categoria: 501 }),
      'signature removed': JSON.stringify({ ...valid, assinatura: undefined }),
      'unknown association': qrFor(999_999, null, 'x'),
      'category the association does not offer': qrFor(PSICOLOGIA, 2701),
    };
    for (const [what, text] of Object.entries(cases)) expect(await scan(maria, text), what).toEqual(INVALID);
    expect(await membershipsOf(mariaId)).toEqual(before);
  });

  it('an active member is told so', async () => {
    expect(await scan(maria, qrFor(OFTALMO))).toEqual({
      resultado: false,
      msg: 'Você já está associado(a) a Sociedade Demo de Oftalmologia.',
    });
  });

  it('a valid code makes a request awaiting approval, in the category held elsewhere', async () => {
    expect(await scan(maria, qrFor(PSICOLOGIA))).toEqual({
      resultado: true,
      msg: 'Solicitação de associação enviada para Associação Demo de Psicologia.',
    });
    expect(await membershipsOf(mariaId)).toEqual([
      { associationId: OFTALMO, categoryId: 601, status: 'A' },
      // Held elsewhere as Titular: psi's own Titular, matched by name.
      { associationId: PSICOLOGIA, categoryId: await psiTitularId(t), status: 'P' },
    ]);
    const list = (await get(t, maria, '/api/emitente/listarAssociacoesEmitente')).json();
    expect(list[1]).toEqual({
      ID_EMITENTE_ML: PSICOLOGIA,
      CATEGORIA: 'Titular',
      DESCRICAO: 'Associação Demo de Psicologia',
      ID_EMITENTE_CATEGORIA: await psiTitularId(t),
      SITUACAO: 'P',
    });
    expect(list[0]).toMatchObject({ SITUACAO: 'A' });
  });

  it('scanning again says the request is waiting', async () => {
    expect(await scan(maria, qrFor(PSICOLOGIA, await psiTitularId(t)))).toEqual({
      resultado: false,
      msg: 'Sua solicitação de associação a Associação Demo de Psicologia já foi enviada e aguarda aprovação.',
    });
  });

  it('falls back to Titular when the association does not offer the category held elsewhere', async () => {
    // Pedro is Aspirante (501) with 428; 1024839 offers only Titular.
    expect((await scan(pedro, qrFor(PSICOLOGIA))).resultado).toBe(true);
    expect(await membershipsOf(pedroId)).toContainEqual({
      associationId: PSICOLOGIA,
      categoryId: await psiTitularId(t),
      status: 'P',
    });
  });

  it("takes the QR's category, and turns a registrant-only membership into a request", async () => {
    await t.database.db
      .update(memberships)
      .set({ status: 'R' })
      .where(and(eq(memberships.memberId, pedroId), eq(memberships.associationId, OFTALMO)));
    expect((await scan(pedro, qrFor(OFTALMO, 2701))).resultado).toBe(true);
    expect(await membershipsOf(pedroId)).toContainEqual({
      associationId: OFTALMO,
      categoryId: 2701,
      status: 'P',
    });
  });
});

describe('a new request after a refusal', () => {
  it('starts undecided: no reason or decision left from the refusal', async () => {
    await scan(pedro, qrFor(PSICOLOGIA));
    await t.database.db
      .update(memberships)
      .set({ status: 'N', refusalReason: 'Documentos ilegíveis', decidedAt: new Date() })
      .where(and(eq(memberships.memberId, pedroId), eq(memberships.associationId, PSICOLOGIA)));
    expect((await scan(pedro, qrFor(PSICOLOGIA))).resultado).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.memberId, pedroId), eq(memberships.associationId, PSICOLOGIA)));
    expect(row).toMatchObject({ status: 'P', refusalReason: null, decidedAt: null });
  });
});
