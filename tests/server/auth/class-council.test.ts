import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { councilNumberRequired, councilUfRequired } from '../../../domain/registration-messages';
import { members, memberships } from '../../../server/db/schema';
import { staffTokens, type StaffTokens } from '../gestao/gestao-fixtures';
import { psiTitularId } from '../gestao/psi-titular';
import { gestao } from '../gestao/support';
import { dataUrl, post, registrationOf, TINY_PDF } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';

const PSI = 1024839;

let t: TestContext;
let tokens: StaffTokens;
let psiTitular: number;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await staffTokens(t);
  psiTitular = await psiTitularId(t);
});
afterAll(() => t.close());

const register = (payload: object) => post(t, '/api/auth/registrarConta', payload);
const PDF = {
  id: 1,
  nome: 'carteira-crp.pdf',
  arquivo: dataUrl('application/pdf', TINY_PDF),
  size: TINY_PDF.length,
  type: 'application/pdf',
};

let personCounter = 700;
/** A psychologist joining the psychology association through /associese. */
function psychologist(overrides: Record<string, unknown> = {}) {
  personCounter += 1;
  return registrationOf(String(personCounter), {
    idEmitenteML: PSI,
    idCategoriaEmitente: psiTitular,
    modoAssociacao: true,
    conselho_numero: '06/123456',
    conselho_numero_uf: 'sp',
    arquivos: [PDF],
    ...overrides,
  });
}

describe('GET /api/auth/categoriasEmitente: the association class council (issue 17 item 8)', () => {
  it('names CRP for the psychology association and CRM for ophthalmology', async () => {
    const psi = await t.app.inject({ method: 'GET', url: `/api/auth/categoriasEmitente/${PSI}` });
    expect(psi.json()).toMatchObject({ EMITENTE_ML: 'Associação Demo de Psicologia', CONSELHO: 'CRP' });
    const oftalmo = await t.app.inject({ method: 'GET', url: '/api/auth/categoriasEmitente/428' });
    expect(oftalmo.json()).toMatchObject({ CONSELHO: 'CRM' });
  });

  it('an unknown association has neither name nor council', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/categoriasEmitente/999999' });
    expect(res.json()).toEqual({ EMITENTE_ML: null, CATEGORIAS: [] });
  });
});

describe('POST /api/auth/registrarConta: joining an association whose council has no registry', () => {
  it('asks for the CRP number, then its UF, before the documents (the form order)', async () => {
    const noNumber = psychologist({ conselho_numero: '', arquivos: [] });
    expect((await register(noNumber)).json()).toEqual({
      resultado: false,
      msg: councilNumberRequired('CRP'),
    });
    const noUf = psychologist({ conselho_numero_uf: '', arquivos: [] });
    expect((await register(noUf)).json()).toEqual({ resultado: false, msg: councilUfRequired('CRP') });
    const noDocuments = psychologist({ arquivos: [] });
    expect((await register(noDocuments)).json()).toEqual({
      resultado: false,
      msg: COMMON_MSG.documentsRequired,
    });
  });

  it('takes the CRP with its documents as a request the association approves; no registry is asked', async () => {
    const person = psychologist({ temRQEOftalmologista: true, validouCRMAssociacao: true });
    const res = await register(person);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });
    const [row] = await t.database.db.select().from(members).where(eq(members.cpf, person.cpf));
    expect(row).toMatchObject({ crm: '06/123456', crmUf: 'SP', rqe: null });
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, row!.id));
    expect(membership).toMatchObject({ associationId: PSI, status: 'P' });

    const list = await gestao(t, tokens.psi, 'GET', '/requests');
    const request = list.json().items.find((r: { memberId: number }) => r.memberId === row!.id);
    expect(request).toMatchObject({ council: 'CRP 06/123456/SP', memberName: person.nome });
  });

  it('outside association mode the CRP is optional, as the CRM is', async () => {
    const res = await register(psychologist({ modoAssociacao: false, conselho_numero: '', arquivos: [] }));
    expect(res.json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });
  });

  it('a CRM association keeps its rules: association mode does not ask the council number', async () => {
    const res = await register(registrationOf('799', { modoAssociacao: true, arquivos: [PDF] }));
    expect(res.json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });
  });
});

describe('GET /api/gestao/requests: the council registration', () => {
  it('is null for a request without a council number', async () => {
    const person = psychologist({ modoAssociacao: false, conselho_numero: '', arquivos: [] });
    await register(person);
    const [row] = await t.database.db.select().from(members).where(eq(members.cpf, person.cpf));
    await t.database.db.update(memberships).set({ status: 'P' }).where(eq(memberships.memberId, row!.id));
    const list = await gestao(t, tokens.psi, 'GET', '/requests');
    const request = list.json().items.find((r: { memberId: number }) => r.memberId === row!.id);
    expect(request).toMatchObject({ council: null });
  });
});
