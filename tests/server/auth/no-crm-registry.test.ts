import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MSG } from '../../../domain/messages';
import { councilNumberRequired, councilUfRequired } from '../../../domain/registration-messages';
import { members } from '../../../server/db/schema';
import { pdfAttachment, post, registrationOf } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';

/**
 * Production without CRM_PROVIDER (crmProvider 'none'): no physicians' registry is consulted, not
 * even the demo one; a CRM is taken as typed, with its state and documents, for staff to review.
 */
let t: TestContext;
beforeAll(async () => (t = await createTestApp({ crmProvider: 'none' })));
afterAll(() => t.close());

let personCounter = 800;
/** A physician joining association 428 through /associese, CRM 123456/SP (the demo registry's Maria). */
function physician(overrides: Record<string, unknown> = {}) {
  personCounter += 1;
  return registrationOf(String(personCounter), {
    modoAssociacao: true,
    conselho_numero: '123456',
    conselho_numero_uf: 'sp',
    arquivos: [pdfAttachment('carteira-crm.pdf')],
    ...overrides,
  });
}

describe('an install without a physicians registry', () => {
  const register = (payload: object) => post(t, '/api/auth/registrarConta', payload);

  it('tells the app so, and knows no physician, not even the demo ones', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toMatchObject({ crmRegistry: false });
    const lookup = await post(t, '/api/auth/medicoCRM', { CRM: '123456', UF: 'SP' });
    expect(lookup.json()).toEqual({ dadosMedico: null });
  });

  it('asks for the CRM number, then its UF, then the documents, even with an RQE declared', async () => {
    expect((await register(physician({ conselho_numero: '', arquivos: [] }))).json()).toEqual({
      resultado: false,
      msg: councilNumberRequired('CRM'),
    });
    expect((await register(physician({ conselho_numero_uf: '', arquivos: [] }))).json()).toEqual({
      resultado: false,
      msg: councilUfRequired('CRM'),
    });
    const rqeDeclared = physician({ arquivos: [], temRQEOftalmologista: true, validouCRMAssociacao: true });
    expect((await register(rqeDeclared)).json()).toEqual({
      resultado: false,
      msg: COMMON_MSG.documentsRequired,
    });
  });

  it('takes the CRM as typed with its documents, without the registry name or RQE', async () => {
    const person = physician({ temRQEOftalmologista: true });
    expect((await register(person)).json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });
    const [row] = await t.database.db.select().from(members).where(eq(members.cpf, person.cpf));
    expect(row).toMatchObject({ name: person.nome, crm: '123456', crmUf: 'SP' });
    expect(row?.rqe ?? '').toBe('');
  });
});
