import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileWrongType, COMMON_MSG } from '../../../domain/messages';
import { RESIDENCY_MSG } from '../../../domain/registration-messages';
import { documents, memberships, members } from '../../../server/db/schema';
import { SANDBOX_CAPTCHA_TOKEN } from '../../../domain/captcha';
import { cpfFrom, dataUrl, post, TINY_PDF, TINY_PNG } from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const proof = (nome = 'declaracao-residencia.pdf', bytes: Uint8Array = TINY_PDF) => ({
  id: 1,
  nome,
  arquivo: dataUrl('application/pdf', bytes),
  size: bytes.length,
  type: 'application/pdf',
});

let personCounter = 0;
/** A Residente ou Fellow at 428 on /register, with the dates and the proof unless overridden. */
function resident(overrides: Record<string, unknown> = {}) {
  personCounter += 1;
  const n = String(personCounter).padStart(3, '0');
  return {
    idEmitenteML: 428,
    idCategoriaEmitente: 2701,
    dataInicioResidencia: '01/03/2025',
    dataTerminoResidencia: '28/02/2099',
    comprovanteResidencia: proof(),
    nome: `Residente ${n}`,
    cpf: cpfFrom(`700800${n}`),
    dataNascimento: '15/06/1996',
    email: `residente${n}@exemplo.com.br`,
    celular: `(31) 97${n}-${n}0`,
    cep: '30130-010',
    logradouro: 'Praça Sete de Setembro',
    logradouroNumero: '100',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    senha: 'Nova@Senha1',
    senhaRepeticao: 'Nova@Senha1',
    aceiteTermos: true,
    recaptcha: SANDBOX_CAPTCHA_TOKEN,
    ...overrides,
  };
}

const register = async (payload: object) =>
  (await post(t, '/api/auth/registrarConta', payload)).json() as { resultado: boolean; msg: string };

async function storedOf(cpf: string) {
  const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.cpf, cpf));
  if (!member) return null;
  const docs = await t.database.db
    .select({ fileName: documents.fileName, mime: documents.mime, associationId: documents.associationId })
    .from(documents)
    .where(eq(documents.memberId, member.id));
  const [membership] = await t.database.db
    .select({ categoryId: memberships.categoryId, status: memberships.status })
    .from(memberships)
    .where(eq(memberships.memberId, member.id));
  return { docs, membership };
}

describe('registrarConta: Residente ou Fellow proves the residency with its start and end dates (SPEC §9)', () => {
  it('on /register, stores the proof with the period it proves, with the registration', async () => {
    const person = resident();
    expect(await register(person)).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });
    expect(await storedOf(person.cpf)).toEqual({
      membership: { categoryId: 2701, status: 'A' },
      docs: [
        {
          fileName: 'Residência ou fellowship de 01/03/2025 a 28/02/2099 - declaracao-residencia.pdf',
          mime: 'application/pdf',
          associationId: 428,
        },
      ],
    });
  });

  it('refuses with the form’s own messages, in the form’s order, and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dataInicioResidencia: '' }, RESIDENCY_MSG.startRequired],
      [{ dataInicioResidencia: '31/02/2025' }, RESIDENCY_MSG.startInvalid],
      [{ dataTerminoResidencia: null }, RESIDENCY_MSG.endRequired],
      [{ dataTerminoResidencia: '2099-13-01' }, RESIDENCY_MSG.endInvalid],
      [{ dataTerminoResidencia: '01/03/2025' }, RESIDENCY_MSG.endNotAfterStart],
      [
        { dataInicioResidencia: '01/03/2020', dataTerminoResidencia: '28/02/2023' },
        RESIDENCY_MSG.alreadyEnded,
      ],
      [{ comprovanteResidencia: null }, RESIDENCY_MSG.proofRequired],
      [{ comprovanteResidencia: proof('declaracao.pdf', TINY_PNG) }, fileWrongType('declaracao.pdf')],
    ];
    for (const [overrides, msg] of cases) {
      const person = resident(overrides);
      expect(await register(person), JSON.stringify(overrides)).toEqual({ resultado: false, msg });
      expect(await storedOf(person.cpf)).toBeNull();
    }
  });

  it('on /associese the proof is the document the association asks for', async () => {
    const withoutAny = resident({ modoAssociacao: true, comprovanteResidencia: null });
    expect(await register(withoutAny)).toEqual({ resultado: false, msg: COMMON_MSG.documentsRequired });

    const person = resident({ modoAssociacao: true });
    expect((await register(person)).resultado).toBe(true);
    const stored = await storedOf(person.cpf);
    expect(stored?.membership).toEqual({ categoryId: 2701, status: 'P' });
    expect(stored?.docs.map((d) => d.fileName)).toEqual([
      'Residência ou fellowship de 01/03/2025 a 28/02/2099 - declaracao-residencia.pdf',
    ]);
  });

  it('the other categories need none of it, and a proof they send is not kept', async () => {
    const person = resident({
      idCategoriaEmitente: 601,
      dataInicioResidencia: '',
      dataTerminoResidencia: '',
    });
    expect((await register(person)).resultado).toBe(true);
    expect((await storedOf(person.cpf))?.docs).toEqual([]);
  });
});
