import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTooBig, fileWrongType, COMMON_MSG, requiredField } from '../../../domain/messages';
import { REG_MSG } from '../../../domain/registration-messages';
import { CODE_EXPIRED } from '../../../server/codes/verification-codes';
import { addresses, documents, memberships, members, verificationCodes } from '../../../server/db/schema';
import {
  ageCodes,
  cpfFrom,
  dataUrl,
  expireCodes,
  inbox,
  lastCodeSentTo,
  post,
  registrationOf,
  TINY_PDF,
  TINY_PNG,
} from '../support/registration';
import { createTestApp, type TestContext } from '../support/test-app';
import { consents } from '../../../server/db/schema-privacy-log';
import { TERMS_TEXT, TERMS_VERSION } from '../../../domain/terms-text';

let t: TestContext;
let joaoId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [joao] = await t.database.db.select().from(members).where(eq(members.cpf, '11144477735'));
  joaoId = joao!.id;
});
afterAll(() => t.close());

const JOAO = { cpf: '11144477735', email: 'joao@exemplo.com.br', mobile: '21998765432' };
const MARIA_CPF = '52998224725';

let personCounter = 0;
/** A complete, valid registration of a person nobody knows yet. */
function newPerson(overrides: Record<string, unknown> = {}) {
  personCounter += 1;
  return registrationOf(String(personCounter).padStart(3, '0'), overrides);
}

const register = (payload: object, ip?: string) => post(t, '/api/auth/registrarConta', payload, ip);
const pdf = (nome = 'diploma.pdf') => ({
  id: 1,
  nome,
  arquivo: dataUrl('application/pdf', TINY_PDF),
  size: TINY_PDF.length,
  type: 'application/pdf',
});

describe('GET /api/auth/config', () => {
  it('tells the client there is no captcha site key and that this is a sandbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({ recaptchaSiteKey: null, sandbox: true, crmRegistry: true });
  });
});

describe('POST /api/auth/userRegistered', () => {
  const userRegistered = (payload: object) => post(t, '/api/auth/userRegistered', payload);

  it("says Maria's CPF has an account, with no sending options", async () => {
    const res = await userRegistered({ CPF: '529.982.247-25', ID_EMITENTE_ML: 428 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ registrado: true, registradoEmitente: false, opcoesEnvio: {} });
  });

  it('offers João, known to association 428 without an account, his masked contacts', async () => {
    for (const ID_EMITENTE_ML of [428, '428']) {
      const res = await userRegistered({ CPF: JOAO.cpf, ID_EMITENTE_ML });
      expect(res.json()).toEqual({
        registrado: false,
        registradoEmitente: true,
        opcoesEnvio: { EMAIL: 'jo***@exemplo.com.br', CELULAR: '(21) *****-5432' },
      });
    }
  });

  it('does not offer João anything without an association or for another association', async () => {
    for (const payload of [{ CPF: JOAO.cpf }, { CPF: JOAO.cpf, ID_EMITENTE_ML: 1024839 }]) {
      const res = await userRegistered(payload);
      expect(res.json()).toEqual({ registrado: false, registradoEmitente: false, opcoesEnvio: {} });
    }
  });

  it('answers an unknown valid CPF as not registered', async () => {
    const res = await userRegistered({ CPF: cpfFrom('987654321'), ID_EMITENTE_ML: 428 });
    expect(res.json()).toEqual({ registrado: false, registradoEmitente: false, opcoesEnvio: {} });
  });

  it('refuses an invalid or empty CPF with 400 and the spec message', async () => {
    const invalid = await userRegistered({ CPF: '111.444.777-36' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ resultado: false, msg: COMMON_MSG.cpfInvalid });
    const empty = await userRegistered({ CPF: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ resultado: false, msg: COMMON_MSG.cpfEmpty });
  });

  it('refuses malformed input with 400, never 500', async () => {
    for (const payload of [
      {},
      { CPF: 123 },
      { CPF: JOAO.cpf, ID_EMITENTE_ML: 'abc' },
      { CPF: JOAO.cpf, ID_EMITENTE_ML: -1 },
    ]) {
      const res = await userRegistered(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().resultado).toBe(false);
    }
  });

  it('is rate-limited per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await post(t, '/api/auth/userRegistered', { CPF: MARIA_CPF }, '192.0.2.10')).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('POST /api/auth/medicoCRM', () => {
  const medico = (payload: object) => post(t, '/api/auth/medicoCRM', payload);

  it('finds an active ophthalmologist', async () => {
    const res = await medico({ CRM: '123456', UF: 'SP' });
    expect(res.json()).toEqual({
      dadosMedico: {
        crm: '123456',
        situacao: 'A',
        nome: 'Maria Demo Silva',
        especialidade: 'OFTALMOLOGIA: 12345',
      },
    });
  });

  it('strips punctuation and the leading 52, and takes the UF in any case', async () => {
    for (const CRM of ['52123456', '123.456', ' 52-123456 ']) {
      const res = await medico({ CRM, UF: 'sp' });
      expect(res.json().dadosMedico?.nome, CRM).toBe('Maria Demo Silva');
    }
  });

  it('shows an inactive physician with situacao I', async () => {
    const res = await medico({ CRM: '345678', UF: 'RJ' });
    expect(res.json().dadosMedico).toMatchObject({ situacao: 'I', nome: 'Paulo Demo Inativo' });
  });

  it('answers null for an unknown CRM or a known CRM in another state', async () => {
    for (const payload of [
      { CRM: '999999', UF: 'SP' },
      { CRM: '123456', UF: 'RJ' },
      { CRM: '--', UF: 'SP' },
    ]) {
      expect((await medico(payload)).json()).toEqual({ dadosMedico: null });
    }
  });

  it('refuses a malformed UF with 400', async () => {
    const res = await medico({ CRM: '123456', UF: 'São Paulo' });
    expect(res.statusCode).toBe(400);
  });
});

describe('registration code for a registrant the association knows (João)', () => {
  const send = (TIPO: string, CPF = JOAO.cpf, ID_EMITENTE_ML = 428) =>
    post(t, '/api/auth/enviarCodigoConfirmacao', { ID_EMITENTE_ML, TIPO, CPF });
  const check = (CODIGO_CONFIRMACAO: string, TIPO = 'EMAIL') =>
    post(t, '/api/auth/verificarCodigoConfirmacao', {
      ID_EMITENTE_ML: 428,
      CPF: JOAO.cpf,
      CODIGO_CONFIRMACAO,
      TIPO,
    });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('refuses people the association does not know without an account', async () => {
    for (const [cpf, association] of [
      [MARIA_CPF, 428],
      [JOAO.cpf, 1024839],
      [cpfFrom('987654321'), 428],
    ] as const) {
      const res = await send('EMAIL', cpf, association);
      expect(res.json()).toEqual({ resultado: false, msg: REG_MSG.registrantNotFound });
    }
    expect((await send('EMAIL', '12345678900')).statusCode).toBe(400);
  });

  it('sends João a code by e-mail, says where (masked), and refuses a resend within 60 s', async () => {
    const res = await send('EMAIL');
    expect(res.json()).toEqual({ resultado: true, msg: 'Enviamos o código para jo***@exemplo.com.br.' });
    const mail = await inbox(t, JOAO.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ canal: 'email', para: JOAO.email });
    expect(mail[0]!.corpo).toMatch(/\b\d{6}\b/);

    for (const tipo of ['EMAIL', 'CELULAR']) {
      const again = await send(tipo);
      expect(again.json().resultado).toBe(false);
      expect(again.json().msg).toMatch(/^Aguarde (60|59|58) segundos para solicitar um novo código\.$/);
    }
    expect(await inbox(t, JOAO.email)).toHaveLength(1);
    expect(await inbox(t, JOAO.mobile)).toHaveLength(0);
  });

  it('refuses a wrong code and shows João his data for the right one, without using it up', async () => {
    const code = await lastCodeSentTo(t, JOAO.email);
    const bad = await check(wrong(code));
    expect(bad.json()).toEqual({ resultado: false, msg: COMMON_MSG.confirmationCodeInvalid });

    for (let i = 0; i < 2; i++) {
      const ok = await check(code);
      expect(ok.json()).toEqual({
        resultado: true,
        NOME_APRESENTACAO: 'Dr. João Pereira',
        EMITENTE: {
          RAZAO_SOCIAL: 'João Demo Pereira',
          DATA_NASCIMENTO: '1990-01-20',
          E_MAIL: JOAO.email,
          CELULAR: JOAO.mobile,
          CEP: '20040020',
          LOGRADOURO_TIPO: null,
          LOGRADOURO_NOME: 'Avenida Rio Branco',
          LOGRADOURO_NUMERO: '45',
          LOGRADOURO_COMPLEMENTO: null,
          BAIRRO: 'Centro',
          CIDADE: 'Rio de Janeiro',
          ESTADO: 'RJ',
          FACEBOOK: null,
          INSTAGRAM: null,
          X: null,
          LINKEDIN: null,
          LATTES: null,
        },
      });
    }
  });

  it('refuses an expired code', async () => {
    const code = await lastCodeSentTo(t, JOAO.email);
    await expireCodes(t, joaoId);
    expect((await check(code)).json()).toEqual({ resultado: false, msg: CODE_EXPIRED });
  });

  it('sends by SMS to the mobile digits once 60 s have passed', async () => {
    await ageCodes(t, joaoId);
    const res = await send('CELULAR');
    expect(res.json()).toEqual({ resultado: true, msg: 'Enviamos o código para (21) *****-5432.' });
    const [sms] = await inbox(t, '(21) 99876-5432');
    expect(sms).toMatchObject({ canal: 'sms', para: JOAO.mobile });
    expect((await check(await lastCodeSentTo(t, JOAO.mobile), 'CELULAR')).json().resultado).toBe(true);
  });

  it('voids the code after 5 wrong tries', async () => {
    await ageCodes(t, joaoId);
    await send('EMAIL');
    const code = await lastCodeSentTo(t, JOAO.email);
    for (let i = 0; i < 5; i++) {
      expect((await check(wrong(code))).json().resultado).toBe(false);
    }
    expect((await check(code)).json()).toEqual({ resultado: false, msg: COMMON_MSG.confirmationCodeInvalid });
  });

  it('refuses malformed input with 400', async () => {
    const res = await post(t, '/api/auth/enviarCodigoConfirmacao', {
      ID_EMITENTE_ML: 428,
      TIPO: 'FAX',
      CPF: JOAO.cpf,
    });
    expect(res.statusCode).toBe(400);
    const noCode = await post(t, '/api/auth/verificarCodigoConfirmacao', {
      ID_EMITENTE_ML: 428,
      CPF: JOAO.cpf,
      TIPO: 'EMAIL',
    });
    expect(noCode.statusCode).toBe(400);
  });
});

describe('POST /api/auth/registrarConta: João completes his registration', () => {
  const joao = (overrides: Record<string, unknown> = {}) =>
    newPerson({
      cpf: '111.444.777-35',
      nome: 'João Demo Pereira',
      nome_apresentacao: 'Dr. João Pereira',
      dataNascimento: '1990-01-20',
      email: JOAO.email,
      celular: '(21) 99876-5432',
      cep: '20040-020',
      logradouro: 'Avenida Rio Branco',
      logradouroNumero: '45',
      logradouroComplemento: 'Sala 3',
      bairro: 'Centro',
      cidade: 'Rio de Janeiro',
      estado: 'RJ',
      idCategoriaEmitente: 601,
      codigoConfirmacaoTipo: 'EMAIL',
      ...overrides,
    });
  let code: string;

  beforeAll(async () => {
    await ageCodes(t, joaoId);
    await post(t, '/api/auth/enviarCodigoConfirmacao', { ID_EMITENTE_ML: 428, TIPO: 'EMAIL', CPF: JOAO.cpf });
    code = await lastCodeSentTo(t, JOAO.email);
  });

  it('needs the code the association sent him', async () => {
    expect((await register(joao())).json()).toEqual({ resultado: false, msg: REG_MSG.codeRequired });
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register(joao({ codigoConfirmacao: wrong }))).json()).toEqual({
      resultado: false,
      msg: COMMON_MSG.confirmationCodeInvalid,
    });
  });

  it('completes his row with the right code, confirmed, and he logs straight in', async () => {
    const res = await register(joao({ codigoConfirmacao: code }));
    expect(res.json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });

    const [row] = await t.database.db.select().from(members).where(eq(members.id, joaoId));
    expect(row).toMatchObject({
      confirmed: true,
      email: JOAO.email,
      mobile: JOAO.mobile,
      birthDate: '1990-01-20',
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    // "Consentimentos": the terms he accepted, with their version and words.
    const accepted = await t.database.db.select().from(consents).where(eq(consents.memberId, joaoId));
    expect(accepted).toEqual([
      expect.objectContaining({
        kind: 'termos',
        version: TERMS_VERSION,
        consentText: TERMS_TEXT,
        revokedAt: null,
      }),
    ]);

    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, joaoId));
    expect(membership).toMatchObject({
      associationId: 428,
      categoryId: 601,
      status: 'A',
      categorySince: '2019-05-01',
    });
    const rows = await t.database.db.select().from(addresses).where(eq(addresses.memberId, joaoId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ main: true, complement: 'Sala 3', cep: '20040020' });

    const login = await post(t, '/api/auth/login', { usuario: JOAO.email, senha: 'Nova@Senha1' });
    expect(login.json()).toMatchObject({ resultado: true, confirmado: true });
  });

  it('has used the code up, and his CPF now counts as registered', async () => {
    const codes = await t.database.db
      .select({ consumedAt: verificationCodes.consumedAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.memberId, joaoId), eq(verificationCodes.purpose, 'registro')));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c) => c.consumedAt !== null)).toBe(true);
    const check = await post(t, '/api/auth/verificarCodigoConfirmacao', {
      ID_EMITENTE_ML: 428,
      CPF: JOAO.cpf,
      CODIGO_CONFIRMACAO: code,
      TIPO: 'EMAIL',
    });
    expect(check.json()).toEqual({ resultado: false, msg: REG_MSG.registrantNotFound });
    const lookup = await post(t, '/api/auth/userRegistered', { CPF: JOAO.cpf, ID_EMITENTE_ML: 428 });
    expect(lookup.json()).toEqual({ registrado: true, registradoEmitente: false, opcoesEnvio: {} });
    expect((await register(joao({ codigoConfirmacao: code }))).json()).toEqual({
      resultado: false,
      msg: COMMON_MSG.alreadyRegistered,
    });
  });
});

describe('POST /api/auth/registrarConta: a new person', () => {
  it('joins in association mode with a tiny PDF, then confirms at first login', async () => {
    const person = newPerson({ modoAssociacao: true, arquivos: [pdf()] });
    const res = await register(person);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultado: true, msg: COMMON_MSG.accountRegistered });

    const [row] = await t.database.db.select().from(members).where(eq(members.cpf, person.cpf));
    expect(row).toMatchObject({
      confirmed: false,
      name: person.nome,
      email: person.email,
      birthDate: '1992-06-15',
    });
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, row!.id));
    expect(membership).toMatchObject({ associationId: 428, categoryId: 501, status: 'P' });
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.memberId, row!.id));
    expect(doc).toMatchObject({
      associationId: 428,
      fileName: 'diploma.pdf',
      mime: 'application/pdf',
      size: TINY_PDF.length,
    });
    expect(Buffer.from(doc!.content!).equals(TINY_PDF)).toBe(true);
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.memberId, row!.id));
    expect(address).toMatchObject({ main: true, cep: '30130010', state: 'MG', city: 'Belo Horizonte' });

    const first = await post(t, '/api/auth/login', { usuario: person.email, senha: person.senha });
    expect(first.json()).toMatchObject({ resultado: true, confirmado: false });
    const code = await lastCodeSentTo(t, person.email);
    const second = await post(t, '/api/auth/login', {
      usuario: person.email,
      senha: person.senha,
      codigoConfirmacao: code,
    });
    expect(second.json()).toMatchObject({ resultado: true, confirmado: true, token: expect.any(String) });
  });

  it('joins as an active member outside association mode, without documents', async () => {
    const person = newPerson({ idCategoriaEmitente: '601', idEmitenteML: '428' });
    expect((await register(person)).json().resultado).toBe(true);
    const [row] = await t.database.db
      .select({ status: memberships.status, categoryId: memberships.categoryId })
      .from(memberships)
      .innerJoin(members, eq(members.id, memberships.memberId))
      .where(eq(members.cpf, person.cpf));
    expect(row).toEqual({ status: 'A', categoryId: 601 });
  });

  it('creates a plain account when no association is given', async () => {
    const person = newPerson({ idEmitenteML: null, idCategoriaEmitente: null });
    expect((await register(person)).json().resultado).toBe(true);
    const [row] = await t.database.db.select().from(members).where(eq(members.cpf, person.cpf));
    expect(await t.database.db.select().from(memberships).where(eq(memberships.memberId, row!.id))).toEqual(
      [],
    );
  });

  it('spares the documents only when the CRM registry confirms an ophthalmology RQE', async () => {
    const notOphthalmologist = newPerson({
      modoAssociacao: true,
      temRQEOftalmologista: true,
      conselho_numero: '234567',
      conselho_numero_uf: 'SP',
    });
    expect((await register(notOphthalmologist)).json()).toEqual({
      resultado: false,
      msg: COMMON_MSG.documentsRequired,
    });

    const ophthalmologist = newPerson({
      modoAssociacao: true,
      temRQEOftalmologista: true,
      validouCRMAssociacao: true,
      conselho_numero: '52123456',
      conselho_numero_uf: 'SP',
    });
    expect((await register(ophthalmologist)).json()).toEqual({
      resultado: true,
      msg: COMMON_MSG.accountRegistered,
    });
    const [row] = await t.database.db.select().from(members).where(eq(members.cpf, ophthalmologist.cpf));
    expect(row).toMatchObject({ crm: '123456', crmUf: 'SP', rqe: '12345' });
  });

  it('refuses a registered CPF with the spec text', async () => {
    const res = await register(newPerson({ cpf: MARIA_CPF }));
    expect(res.json()).toEqual({ resultado: false, msg: COMMON_MSG.alreadyRegistered });
  });

  it("refuses another account's e-mail or mobile", async () => {
    expect((await register(newPerson({ email: 'MEMBRO@exemplo.com.br' }))).json()).toEqual({
      resultado: false,
      msg: REG_MSG.emailInUse,
    });
    expect((await register(newPerson({ celular: '(11) 98765-4321' }))).json()).toEqual({
      resultado: false,
      msg: REG_MSG.mobileInUse,
    });
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through, without a 500', async () => {
    const a = newPerson({ email: 'disputado@exemplo.com.br' });
    const b = newPerson({ email: 'disputado@exemplo.com.br' });
    const answers = await Promise.all([register(a), register(b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json()).sort((x, y) => Number(y.resultado) - Number(x.resultado))).toEqual([
      { resultado: true, msg: COMMON_MSG.accountRegistered },
      { resultado: false, msg: REG_MSG.emailInUse },
    ]);
  });

  it('needs a category the association offers', async () => {
    expect((await register(newPerson({ idCategoriaEmitente: null }))).json()).toEqual({
      resultado: false,
      msg: COMMON_MSG.categoryRequired,
    });
    expect((await register(newPerson({ idEmitenteML: 1024839, idCategoriaEmitente: 501 }))).json()).toEqual({
      resultado: false,
      msg: REG_MSG.categoryUnavailable,
    });
    expect((await register(newPerson({ idEmitenteML: 999, idCategoriaEmitente: 501 }))).json()).toEqual({
      resultado: false,
      msg: REG_MSG.categoryUnavailable,
    });
  });

  it('refuses a wrong captcha token', async () => {
    const res = await register(newPerson({ recaptcha: 'token-falso' }));
    expect(res.json()).toEqual({ resultado: false, msg: COMMON_MSG.captchaRequired });
  });
});

describe('registrarConta checks the §5 rules in order', () => {
  it('gives the first failure each time one more field is fixed', async () => {
    const good = newPerson({ modoAssociacao: true });
    const steps: [Record<string, unknown>, string][] = [
      [{ nome: '  ' }, requiredField('nome completo')],
      [{ cpf: '' }, COMMON_MSG.cpfEmpty],
      [{ cpf: '123.456.789-00' }, COMMON_MSG.cpfInvalid],
      [{ dataNascimento: '' }, requiredField('data de nascimento')],
      [{ dataNascimento: '31/02/1990' }, REG_MSG.birthDateInvalid],
      [{ email: '' }, requiredField('e-mail')],
      [{ email: 'sem-arroba' }, REG_MSG.emailInvalid],
      [{ celular: null }, requiredField('celular')],
      [{ celular: '1234' }, REG_MSG.mobileInvalid],
      [{ cep: '' }, requiredField('CEP')],
      [{ cep: '123' }, REG_MSG.cepInvalid],
      [{ logradouro: '' }, requiredField('logradouro')],
      [{ logradouroNumero: '' }, requiredField('logradouro número')],
      [{ bairro: undefined }, requiredField('bairro')],
      [{ cidade: '' }, requiredField('cidade')],
      [{ estado: '0' }, requiredField('estado')],
      [{ senha: 'fraca', senhaRepeticao: 'fraca' }, COMMON_MSG.passwordWeak],
      [{ senhaRepeticao: 'Outra@Senha1' }, COMMON_MSG.passwordMismatch],
      [{ aceiteTermos: false }, REG_MSG.termsRequired],
      [{ recaptcha: '' }, COMMON_MSG.captchaRequired],
      [{ arquivos: [] }, COMMON_MSG.documentsRequired],
    ];
    // Everything broken at once; fixing one field at a time must reveal the next message.
    for (let i = 0; i < steps.length; i++) {
      const payload = { ...good };
      for (const [broken] of steps.slice(i).reverse()) Object.assign(payload, broken);
      const res = await register(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json(), `step ${i}`).toEqual({ resultado: false, msg: steps[i]![1] });
    }
  });

  it('accepts the birth date as YYYY-MM-DD too', async () => {
    const person = newPerson({ dataNascimento: '1992-06-15' });
    expect((await register(person)).json().resultado).toBe(true);
  });
});

describe('registrarConta checks the documents', () => {
  const withFile = (file: object) => newPerson({ modoAssociacao: true, arquivos: [file] });

  it('refuses a PNG renamed to .pdf and declared as application/pdf', async () => {
    const file = {
      id: 1,
      nome: 'foto.pdf',
      arquivo: dataUrl('application/pdf', TINY_PNG),
      size: 67,
      type: 'application/pdf',
    };
    expect((await register(withFile(file))).json()).toEqual({
      resultado: false,
      msg: fileWrongType('foto.pdf'),
    });
  });

  it('refuses text dressed as a PDF, and a data URL that is not base64', async () => {
    const text = Buffer.from('isto não é um PDF');
    for (const arquivo of [
      dataUrl('application/pdf', text),
      'data:application/pdf,%25PDF-1.4',
      'não é data URL',
    ]) {
      const file = { nome: 'laudo.pdf', arquivo, size: 10, type: 'application/pdf' };
      expect((await register(withFile(file))).json()).toEqual({
        resultado: false,
        msg: fileWrongType('laudo.pdf'),
      });
    }
  });

  it('accepts a real PNG declared as image/png', async () => {
    const file = { nome: 'foto.png', arquivo: dataUrl('image/png', TINY_PNG), size: 67, type: 'image/png' };
    expect((await register(withFile(file))).json().resultado).toBe(true);
  });

  it('refuses a file over 15 MB from its length, before decoding it', async () => {
    // Not even base64: had it been decoded, the answer would be the wrong-type message.
    const arquivo = `data:application/pdf;base64,${'!'.repeat(Math.ceil((15 * 1024 * 1024 + 1) / 3) * 4)}`;
    const file = { nome: 'grande.pdf', arquivo, size: 15 * 1024 * 1024 + 1, type: 'application/pdf' };
    const res = await register(withFile(file));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultado: false, msg: fileTooBig('grande.pdf') });
  });

  it('refuses malformed payloads with 400, never 500', async () => {
    for (const broken of [
      { arquivos: 'x' },
      { arquivos: [{ nome: 'a.pdf' }] },
      { aceiteTermos: 'sim' },
      { idEmitenteML: 'x' },
    ]) {
      const res = await register(newPerson(broken));
      expect(res.statusCode, JSON.stringify(broken)).toBe(400);
      expect(res.json().resultado).toBe(false);
    }
  });

  it('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register({ nome: '' }, '192.0.2.20')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
