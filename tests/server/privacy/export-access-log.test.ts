import { eq, gt, max } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '../../../domain/cpf';
import { RECORD_PART_LABEL } from '../../../domain/privacy-messages';
import { members } from '../../../server/db/schema';
import { memberRecordViews } from '../../../server/db/schema-privacy-log';
import { parseSemicolonCsv } from '../../e2e/support/semicolon-csv';
import { oneDayCourse } from '../congress/one-day-course';
import { pdfText } from '../documents/pdf-text';
import { itemOf, memberOf } from '../gestao/gestao-fixtures';
import { staffTokens, type StaffTokens } from '../gestao/staff-tokens';
import { gestao } from '../gestao/support';
import { createTestApp, DEMO, type TestContext } from '../support/test-app';
import { get, memberIdOf, paidByPixInSandbox } from '../support/wallet';

let t: TestContext;
let tokens: StaffTokens;
let maria: string;
let pedro: string;
let mariaId: number;
let pedroId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  maria = await t.login(DEMO.maria);
  pedro = await t.login(DEMO.pedro);
  mariaId = await memberIdOf(t, DEMO.maria.usuario);
  pedroId = await memberIdOf(t, DEMO.pedro.usuario);
});
afterAll(() => t.close());

interface View {
  staffName: string;
  staffRole: string;
  part: string;
}
const GESTORA = { staffName: 'Gestora Demo', staffRole: 'gestor' };
const TESOUREIRO = { staffName: 'Tesoureiro Demo', staffRole: 'financeiro' };

/** "Quem acessou meus dados", as the member reads it. */
const myAccesses = async (token: string) =>
  ((await get(t, token, '/api/privacidade/acessos')).json() as { views: View[] }).views;

/** "Quem acessou este cadastro", as the gestor of 428 reads it on the member's page. */
const accessesOf = async (memberId: number) =>
  ((await gestao(t, tokens.gestor, 'GET', `/members/${memberId}/accesses`)).json() as { views: View[] })
    .views;

const exportsOf = async (memberId: number, part: string) =>
  (await accessesOf(memberId)).filter((v) => v.part === part);

const lastViewId = async () =>
  (await t.database.db.select({ id: max(memberRecordViews.id) }).from(memberRecordViews))[0]?.id ?? 0;

const sortedSet = (values: string[]) => [...new Set(values)].sort();

/**
 * Downloads a CSV and reads what that download wrote in the access log: each row's member (with
 * the CPF as the files write it) beside the CPFs of the file's lines.
 */
async function download(token: string, url: string, cpfColumn: number) {
  const before = await lastViewId();
  const res = await gestao(t, token, 'GET', url);
  const lines = res.statusCode === 200 ? parseSemicolonCsv(res.body.replace(/^\uFEFF/, '')).slice(1) : [];
  const logged = await t.database.db
    .select({
      memberId: memberRecordViews.memberId,
      cpf: members.cpf,
      associationId: memberRecordViews.associationId,
      staffName: memberRecordViews.staffName,
      staffRole: memberRecordViews.staffRole,
      part: memberRecordViews.part,
    })
    .from(memberRecordViews)
    .innerJoin(members, eq(members.id, memberRecordViews.memberId))
    .where(gt(memberRecordViews.id, before));
  return {
    status: res.statusCode,
    fileCpfs: sortedSet(lines.map((line) => line[cpfColumn]!)),
    loggedCpfs: sortedSet(logged.map((row) => formatCpf(row.cpf))),
    logged,
  };
}

describe('GET /api/gestao/members.csv: each listed member’s log says "Lista de membros exportada"', () => {
  let erasedCpf = '';

  it('logs the members the filters match, once each, with the staff’s name and role; not the others', async () => {
    const ana = await memberOf(t, 428, { name: 'Exporta Lista Ana' });
    const bia = await memberOf(t, 428, { name: 'Exporta Lista Bia', status: 'P' });
    const erased = await memberOf(t, 428, { name: 'Exporta Lista Excluída' });
    await t.database.db.update(members).set({ erasedAt: new Date() }).where(eq(members.id, erased.memberId));
    erasedCpf = formatCpf(erased.cpf);
    const filteredOut = await memberOf(t, 428, { name: 'Fora da Lista' });

    const file = await download(tokens.financeiro, '/members.csv?q=Exporta%20Lista', 1);
    expect(file.status).toBe(200);
    expect(file.fileCpfs).toEqual(sortedSet([ana.cpf, bia.cpf, erased.cpf].map(formatCpf)));
    // The erased member's line is in the file, but no one reads their log any more.
    expect(file.logged.map((r) => r.memberId).sort()).toEqual([ana.memberId, bia.memberId].sort());
    expect(file.logged.every((r) => r.associationId === 428 && r.part === 'lista-membros')).toBe(true);

    for (const who of [ana, bia]) {
      expect(await exportsOf(who.memberId, 'lista-membros')).toEqual([
        expect.objectContaining({ ...TESOUREIRO, part: 'lista-membros' }),
      ]);
    }
    expect(await exportsOf(filteredOut.memberId, 'lista-membros')).toEqual([]);
    expect(await exportsOf(erased.memberId, 'lista-membros')).toEqual([]);
  });

  it('the whole list: every member of the file, and Maria reads who exported it', async () => {
    const other = await memberOf(t, 1024839, { name: 'Exporta Lista Outra Associação' });
    const file = await download(tokens.gestor, '/members.csv', 1);
    expect(file.status).toBe(200);
    expect(file.fileCpfs.length).toBeGreaterThan(2);
    expect(file.loggedCpfs).toEqual(file.fileCpfs.filter((cpf) => cpf !== erasedCpf));
    expect(file.logged).toHaveLength(file.loggedCpfs.length);
    expect(file.logged.map((r) => r.memberId)).not.toContain(other.memberId);
    expect((await myAccesses(maria))[0]).toMatchObject({ ...GESTORA, part: 'lista-membros' });
  });
});

describe('GET /api/gestao/payments.csv: each member who paid a listed payment', () => {
  it('logs who paid the payments the filters match, once each; a filter that leaves them out logs nothing of them', async () => {
    const payer = await memberOf(t, 428, { name: 'Pagou Por PIX' });
    const paidTwice = [await itemOf(t, payer.memberId, 428, { dueInDays: 5 })];
    paidTwice.push(await itemOf(t, payer.memberId, 428, { dueInDays: 35 }));
    for (const item of paidTwice) await paidByPixInSandbox(t, payer.memberId, [item]);

    const cards = await download(tokens.financeiro, '/payments.csv?method=card', 2);
    expect(cards.status).toBe(200);
    expect(cards.loggedCpfs).toEqual(cards.fileCpfs);
    expect(cards.logged.map((r) => r.memberId)).not.toContain(payer.memberId);

    const pix = await download(tokens.financeiro, '/payments.csv?method=pix', 2);
    expect(pix.loggedCpfs).toEqual(pix.fileCpfs);
    expect(pix.fileCpfs).toContain(formatCpf(payer.cpf));
    expect(pix.logged).toHaveLength(pix.loggedCpfs.length);
    expect(await exportsOf(payer.memberId, 'lista-pagamentos')).toEqual([
      expect.objectContaining({ ...TESOUREIRO, part: 'lista-pagamentos' }),
    ]);
    expect(await exportsOf(pedroId, 'lista-pagamentos')).toEqual([]);
  });

  it("another association's export logs its own payers, none of 428's members", async () => {
    const psiPayer = await memberOf(t, 1024839, { name: 'Pagou na Outra' });
    await paidByPixInSandbox(t, psiPayer.memberId, [
      await itemOf(t, psiPayer.memberId, 1024839, { dueInDays: 5 }),
    ]);
    const psi = await download(tokens.psi, '/payments.csv', 2);
    expect(psi.status).toBe(200);
    expect(psi.loggedCpfs).toEqual(psi.fileCpfs);
    expect(psi.fileCpfs).toContain(formatCpf(psiPayer.cpf));
    expect(psi.logged.every((r) => r.associationId === 1024839)).toBe(true);
    expect(psi.logged.map((r) => r.memberId)).not.toContain(mariaId);
  });
});

describe('GET /api/gestao/products/:productId/buyers.csv: each buyer', () => {
  it('logs the buyers; a product not found (404) logs nothing', async () => {
    const curso = (await gestao(t, tokens.gestor, 'GET', '/products'))
      .json()
      .products.find((p: { hash: string }) => p.hash === 'curso-retina-2026') as { id: number };
    for (const [token, url] of [
      [tokens.psi, `/products/${curso.id}/buyers.csv`],
      [tokens.gestor, '/products/99999999/buyers.csv'],
    ] as const) {
      const missing = await download(token, url, 1);
      expect(missing.status).toBe(404);
      expect(missing.logged).toEqual([]);
    }

    const file = await download(tokens.gestor, `/products/${curso.id}/buyers.csv`, 1);
    expect(file.status).toBe(200);
    expect(file.loggedCpfs).toEqual(file.fileCpfs);
    expect(file.logged.map((r) => r.memberId)).toEqual([mariaId]);
    expect((await myAccesses(maria))[0]).toMatchObject({ ...GESTORA, part: 'lista-compradores' });
    expect((await myAccesses(pedro)).filter((v) => v.part === 'lista-compradores')).toEqual([]);
  });
});

describe('GET /api/gestao/events/:eventId/registrations.csv: each registrant', () => {
  it('logs the registrants; another association (404) or the financeiro (403) log nothing', async () => {
    const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const course = (
      await gestao(t, tokens.gestor, 'POST', '/events', {
        ...oneDayCourse('Curso do Log de Acessos'),
        startsAt: `${day}T08:00:00-03:00`,
        endsAt: `${day}T18:00:00-03:00`,
        sessions: [{ day, startsAt: '08:00', endsAt: '18:00' }],
      })
    ).json().event as { id: number };
    const [pedroRow] = await t.database.db.select().from(members).where(eq(members.id, pedroId));
    const guests = [
      { name: 'Pedro Cortesia', cpf: pedroRow!.cpf, email: 'pedro.cortesia@exemplo.com.br' },
      { name: 'Dra. Convidada do Log', cpf: '111.444.777-35', email: 'convidada.log@exemplo.com.br' },
    ];
    for (const guest of guests) {
      const added = await gestao(t, tokens.gestor, 'POST', `/events/${course.id}/courtesies`, guest);
      expect(added.statusCode, added.body).toBe(201);
    }
    const url = `/events/${course.id}/registrations.csv`;
    for (const [token, status] of [
      [tokens.psi, 404],
      [tokens.financeiro, 403],
    ] as const) {
      const refused = await download(token, url, 2);
      expect(refused.status).toBe(status);
      expect(refused.logged).toEqual([]);
    }

    const file = await download(tokens.gestor, url, 2);
    expect(file.status).toBe(200);
    expect(file.fileCpfs).toEqual(sortedSet([formatCpf(pedroRow!.cpf), '111.444.777-35']));
    expect(file.loggedCpfs).toEqual(file.fileCpfs);
    expect(file.logged).toHaveLength(2);
    expect((await myAccesses(pedro))[0]).toMatchObject({ ...GESTORA, part: 'lista-inscricoes' });
    expect((await myAccesses(maria)).filter((v) => v.part === 'lista-inscricoes')).toEqual([]);
  });
});

describe('"Baixar meus dados" after the exports', () => {
  it('dados.json keeps each export and resumo.pdf names them by their labels', async () => {
    const res = await get(t, maria, '/api/privacidade/meus-dados');
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip['dados.json']!)) as { dados: Record<string, { part: string }[]> };
    expect(data.dados.acessosAoCadastro!.map((v) => v.part)).toEqual(
      expect.arrayContaining(['lista-membros', 'lista-compradores']),
    );
    const text = pdfText(Buffer.from(zip['resumo.pdf']!));
    for (const part of ['lista-membros', 'lista-compradores'] as const) {
      expect(text).toContain(RECORD_PART_LABEL[part]);
    }
  });
});
