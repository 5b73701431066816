import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { FILE_MAX_BYTES } from '../../domain/constants';
import type {
  ArquivoUpload,
  CepResult,
  CodeResponse,
  EnviarCodigoConfirmacaoBody,
  MedicoCrmBody,
  MedicoCrmResponse,
  RegistrarContaBody,
  RegistrarContaResponse,
  UserRegisteredBody,
  UserRegisteredResponse,
  VerificarCodigoConfirmacaoBody,
  VerificarCodigoConfirmacaoResponse,
} from '../../domain/contract/registration';
import { fileTooBig, fileWrongType, MSG, requiredField, TITLE } from '../../domain/messages';
import { RESIDENCY_MSG } from '../../domain/registration-messages';
import type { RegistrationField } from '../../machines/registration-form';
import { registrationMachine, type RegistrationInput } from '../../machines/registration.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

const NEW_PERSON: UserRegisteredResponse = { registrado: false, registradoEmitente: false, opcoesEnvio: {} };
const HAS_ACCOUNT: UserRegisteredResponse = { registrado: true, registradoEmitente: false, opcoesEnvio: {} };
const KNOWN: UserRegisteredResponse = {
  registrado: false,
  registradoEmitente: true,
  opcoesEnvio: { EMAIL: 'jo***@exemplo.com.br', CELULAR: '(21) *****-5432' },
};
const JOAO: VerificarCodigoConfirmacaoResponse = {
  resultado: true,
  NOME_APRESENTACAO: 'Dr. João Pereira',
  EMITENTE: {
    RAZAO_SOCIAL: 'João Demo Pereira',
    DATA_NASCIMENTO: '1990-01-20',
    E_MAIL: 'joao@exemplo.com.br',
    CELULAR: '21998765432',
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
};
const PAULISTA: CepResult = {
  logradouro: 'Avenida Paulista',
  complemento: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

interface Answers {
  checkCpf?: (b: UserRegisteredBody) => UserRegisteredResponse | Promise<UserRegisteredResponse>;
  sendCode?: (b: EnviarCodigoConfirmacaoBody) => CodeResponse | Promise<CodeResponse>;
  verifyCode?: (
    b: VerificarCodigoConfirmacaoBody,
  ) => VerificarCodigoConfirmacaoResponse | Promise<VerificarCodigoConfirmacaoResponse>;
  lookupPhysician?: (b: MedicoCrmBody) => MedicoCrmResponse | Promise<MedicoCrmResponse>;
  lookupCep?: (cep: string) => CepResult | Promise<CepResult>;
  register?: (b: RegistrarContaBody) => RegistrarContaResponse | Promise<RegistrarContaResponse>;
}

function start(answers: Answers = {}, input: Partial<RegistrationInput> = {}) {
  const calls = {
    checkCpf: [] as UserRegisteredBody[],
    sendCode: [] as EnviarCodigoConfirmacaoBody[],
    verifyCode: [] as VerificarCodigoConfirmacaoBody[],
    lookupPhysician: [] as MedicoCrmBody[],
    lookupCep: [] as string[],
    readFiles: [] as File[][],
    register: [] as RegistrarContaBody[],
  };
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        checkCpf: answering(calls.checkCpf, answers.checkCpf ?? (() => NEW_PERSON)),
        sendCode: answering(
          calls.sendCode,
          answers.sendCode ?? (() => ({ resultado: true, msg: 'Enviamos o código para jo***' })),
        ),
        verifyCode: answering(calls.verifyCode, answers.verifyCode ?? (() => JOAO)),
        lookupPhysician: answering(
          calls.lookupPhysician,
          answers.lookupPhysician ?? (() => ({ dadosMedico: null })),
        ),
        lookupCep: answering(calls.lookupCep, answers.lookupCep ?? (() => PAULISTA)),
        readFiles: answering(calls.readFiles, (files) =>
          files.map((f): ArquivoUpload => ({
            id: f.name,
            nome: f.name,
            arquivo: `data:${f.type};base64,JVBERi0xLjQ=`,
            size: f.size,
            type: f.type,
          })),
        ),
        register: answering(
          calls.register,
          answers.register ?? (() => ({ resultado: true, msg: MSG.accountRegistered })),
        ),
      },
    }),
    { input: { idEmitenteML: 428, associationMode: false, ...input } },
  ).start();
  const snap = () => actor.getSnapshot();
  const set = (field: RegistrationField, value: string) =>
    actor.send({ type: 'field.changed', field, value });
  return { actor, calls, snap, set };
}

type Started = ReturnType<typeof start>;

/** A new person past the CPF step. */
async function atCrm(answers: Answers = {}, input: Partial<RegistrationInput> = {}) {
  const ctx = start(answers, input);
  ctx.actor.send({ type: 'cpf.changed', value: '390.533.447-05' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

async function atForm(answers: Answers = {}, input: Partial<RegistrationInput> = {}) {
  const ctx = await atCrm(answers, input);
  ctx.actor.send({ type: 'crm.confirmed' });
  return ctx;
}

function fillValidForm({ set, actor }: Started) {
  set('nome', 'Ana Demo Souza');
  set('dataNascimento', '20/01/1990');
  set('email', 'ana@exemplo.com.br');
  set('celular', '(11) 91234-0000');
  set('cep', '01310-100');
  set('logradouro', 'Avenida Paulista');
  set('logradouroNumero', '1000');
  set('bairro', 'Bela Vista');
  set('cidade', 'São Paulo');
  set('estado', 'SP');
  set('idCategoriaEmitente', '601');
  set('senha', 'Abcdef1!');
  set('senhaRepeticao', 'Abcdef1!');
  actor.send({ type: 'terms.changed', accepted: true });
  actor.send({ type: 'captcha.changed', token: 'sandbox-captcha-ok' });
}

/** A registrant the issuer knows, with the code sent by e-mail. */
async function atCode(answers: Answers = {}, input: Partial<RegistrationInput> = {}) {
  const ctx = start({ checkCpf: () => KNOWN, ...answers }, input);
  ctx.actor.send({ type: 'cpf.changed', value: '111.444.777-35' });
  await vi.advanceTimersByTimeAsync(0);
  ctx.actor.send({ type: 'channel.chosen', channel: 'EMAIL' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registration: CPF step', () => {
  it('Buscar with no CPF says "CPF não informado." and calls nothing', () => {
    const { actor, calls, snap } = start();
    actor.send({ type: 'cpf.submitted' });
    expect(snap().context.error).toEqual({ title: TITLE.error, message: MSG.cpfEmpty });
    expect(calls.checkCpf).toHaveLength(0);
    actor.send({ type: 'error.dismissed' });
    expect(snap().context.error).toBeNull();
  });

  it('an invalid CPF is cleared with the §5 message, by Buscar or when complete', () => {
    const { actor, calls, snap } = start();
    actor.send({ type: 'cpf.changed', value: '123.456.789-0' });
    actor.send({ type: 'cpf.submitted' });
    expect(snap().context.error?.message).toBe(MSG.cpfInvalid);
    expect(snap().context.fields.cpf).toBe('');
    actor.send({ type: 'cpf.changed', value: '123.456.789-00' });
    expect(snap().context.error?.message).toBe(MSG.cpfInvalid);
    expect(snap().context.fields.cpf).toBe('');
    expect(calls.checkCpf).toHaveLength(0);
  });

  it('looks the CPF up by itself when the masked value reaches 14 characters', async () => {
    const { actor, calls, snap } = start();
    actor.send({ type: 'cpf.changed', value: '390.533.447-0' });
    expect(calls.checkCpf).toHaveLength(0);
    actor.send({ type: 'cpf.changed', value: '390.533.447-05' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.checkCpf).toEqual([{ CPF: '39053344705', ID_EMITENTE_ML: 428 }]);
    expect(snap().matches('crm')).toBe(true);
  });

  it('Buscar looks up a valid CPF too', async () => {
    const { actor, calls } = start({}, { idEmitenteML: null });
    actor.send({ type: 'cpf.changed', value: '39053344705' });
    actor.send({ type: 'cpf.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.checkCpf).toEqual([{ CPF: '39053344705', ID_EMITENTE_ML: null }]);
  });

  it('a CPF with an account ends with no credentials (the page says to log in)', async () => {
    const { actor, snap } = start({ checkCpf: () => HAS_ACCOUNT });
    actor.send({ type: 'cpf.changed', value: '529.982.247-25' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().value).toBe('alreadyRegistered');
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual({ credentials: null });
  });

  it('a failed lookup shows the error and stays on the CPF step', async () => {
    const { actor, snap } = start({ checkCpf: () => Promise.reject(new Error('Muitas tentativas.')) });
    actor.send({ type: 'cpf.changed', value: '390.533.447-05' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ cpf: 'editing' })).toBe(true);
    expect(snap().context.error?.message).toBe('Muitas tentativas.');
  });
});

describe('registration: a registrant the issuer knows', () => {
  it('offers only the channels the server returned', async () => {
    const { actor, snap, calls } = start({
      checkCpf: () => ({ ...KNOWN, opcoesEnvio: { CELULAR: '(21) *****-5432' } }),
    });
    actor.send({ type: 'cpf.changed', value: '111.444.777-35' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches('choosingChannel')).toBe(true);
    expect(snap().context.sendOptions).toEqual({ CELULAR: '(21) *****-5432' });
    expect(snap().can({ type: 'channel.chosen', channel: 'EMAIL' })).toBe(false);
    actor.send({ type: 'channel.chosen', channel: 'CELULAR' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode).toEqual([{ ID_EMITENTE_ML: 428, TIPO: 'CELULAR', CPF: '11144477735' }]);
  });

  it('a refused send stays on the choice with the server message', async () => {
    const { snap } = await atCode({ sendCode: () => ({ resultado: false, msg: 'Aguarde 30 segundos.' }) });
    expect(snap().matches('choosingChannel')).toBe(true);
    expect(snap().context.error?.message).toBe('Aguarde 30 segundos.');
  });

  it('after sending, a 60 s countdown ticks each second, then the resend is offered', async () => {
    const { actor, snap } = await atCode();
    expect(snap().context.sentTo).toBe('Enviamos o código para jo***');
    await expectResendCountdown(actor, 'enteringCode');
  });

  it('resending calls the same channel again and restarts the countdown', async () => {
    const { actor, snap, calls } = await atCode();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.resend' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode).toHaveLength(2);
    expect(calls.sendCode[1]?.TIPO).toBe('EMAIL');
    expect(snap().matches({ enteringCode: 'counting' })).toBe(true);
    expect(snap().context.secondsLeft).toBe(60);
  });

  it('a refused resend keeps the resend link and shows why', async () => {
    let n = 0;
    const { actor, snap } = await atCode({
      sendCode: () => (n++ === 0 ? { resultado: true, msg: 'ok' } : { resultado: false, msg: 'Aguarde.' }),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ enteringCode: 'canResend' })).toBe(true);
    expect(snap().context.error?.message).toBe('Aguarde.');
  });

  it('fewer than 6 digits do not verify; Confirmar says the code is invalid', async () => {
    const { actor, snap, calls } = await atCode();
    actor.send({ type: 'code.changed', value: '12a45' });
    expect(snap().context.code).toBe('1245');
    actor.send({ type: 'code.submitted' });
    expect(snap().context.error?.message).toBe(MSG.confirmationCodeInvalid);
    expect(calls.verifyCode).toHaveLength(0);
  });

  it('a pasted 6-digit code verifies at once and prefills the form from the issuer data', async () => {
    const { actor, snap, calls } = await atCode();
    actor.send({ type: 'code.changed', value: ' 123 456 ' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.verifyCode).toEqual([
      { ID_EMITENTE_ML: 428, CPF: '11144477735', CODIGO_CONFIRMACAO: '123456', TIPO: 'EMAIL' },
    ]);
    expect(snap().matches('form')).toBe(true);
    expect(snap().context.fields).toMatchObject({
      nome: 'João Demo Pereira',
      nome_apresentacao: 'Dr. João Pereira',
      cpf: '111.444.777-35',
      dataNascimento: '20/01/1990',
      email: 'joao@exemplo.com.br',
      celular: '(21) 99876-5432',
      cep: '20040-020',
      logradouro: 'Avenida Rio Branco',
      logradouroNumero: '45',
      bairro: 'Centro',
      cidade: 'Rio de Janeiro',
      estado: 'RJ',
    });
    expect(snap().context.confirmation).toEqual({ code: '123456', channel: 'EMAIL' });
  });

  it('a wrong code shows the message, clears the code and the countdown goes on where it was', async () => {
    const { actor, snap } = await atCode({
      verifyCode: () => ({ resultado: false, msg: 'Código inválido.' }),
    });
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ enteringCode: 'counting' })).toBe(true);
    expect(snap().context).toMatchObject({ code: '', secondsLeft: 50 });
    expect(snap().context.error?.message).toBe('Código inválido.');
  });

  it('a known registrant needs no category (the issuer keeps the current one) and sends the code', async () => {
    const { actor, snap, calls, set } = await atCode();
    actor.send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    set('senha', 'Abcdef1!');
    set('senhaRepeticao', 'Abcdef1!');
    actor.send({ type: 'terms.changed', accepted: true });
    actor.send({ type: 'captcha.changed', token: 'tok' });
    actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.register[0]).toMatchObject({
      idCategoriaEmitente: null,
      codigoConfirmacao: '123456',
      codigoConfirmacaoTipo: 'EMAIL',
      cpf: '11144477735',
      celular: '21998765432',
    });
    expect(snap().output).toEqual({ credentials: { usuario: 'joao@exemplo.com.br', senha: 'Abcdef1!' } });
  });

  it('in association mode the verified registrant goes to the CRM step', async () => {
    const { actor, snap } = await atCode({}, { associationMode: true });
    actor.send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches('crm')).toBe(true);
    expect(snap().context.fields.nome).toBe('João Demo Pereira');
  });
});

describe('registration: CRM step', () => {
  it('outside association mode the CRM is kept as typed, without a lookup', async () => {
    const { actor, snap, calls } = await atCrm();
    actor.send({ type: 'crmUf.changed', value: 'SP' });
    actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls.lookupPhysician).toHaveLength(0);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().matches('form')).toBe(true);
  });

  it('in association mode, CRM (3+ characters) and UF look the physician up after a pause', async () => {
    const { actor, calls, snap } = await atCrm({}, { associationMode: true });
    actor.send({ type: 'crm.changed', value: '5212' });
    actor.send({ type: 'crmUf.changed', value: 'SP' });
    await vi.advanceTimersByTimeAsync(1_000);
    // "52" is stripped: 2 characters are not enough.
    expect(calls.lookupPhysician).toHaveLength(0);
    actor.send({ type: 'crm.changed', value: '52234' });
    actor.send({ type: 'crm.changed', value: '522345' });
    expect(snap().matches({ crm: 'settling' })).toBe(true);
    await vi.advanceTimersByTimeAsync(599);
    expect(calls.lookupPhysician).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.lookupPhysician).toEqual([{ CRM: '2345', UF: 'SP' }]);
  });

  it('no UF chosen means no lookup', async () => {
    const { actor, calls } = await atCrm({}, { associationMode: true });
    actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.lookupPhysician).toHaveLength(0);
  });

  async function lookedUp(answer: MedicoCrmResponse) {
    const ctx = await atCrm({ lookupPhysician: () => answer }, { associationMode: true });
    ctx.actor.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(600);
    return ctx;
  }

  it('an unknown CRM gives the §5 message and may not continue', async () => {
    const { actor, snap } = await lookedUp({ dadosMedico: null });
    expect(snap().context.crmMessage).toBe(MSG.crmNotFound);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().matches('crm')).toBe(true);
    expect(snap().context.error?.message).toBe(MSG.crmNotFound);
  });

  it('an inactive CRM gives the §5 message', async () => {
    const { actor, snap } = await lookedUp({
      dadosMedico: { crm: '345678', situacao: 'I', nome: 'Paulo', especialidade: '' },
    });
    expect(snap().context.crmMessage).toBe(MSG.crmInactive);
    actor.send({ type: 'crm.confirmed' });
    expect(snap().context.error?.message).toBe(MSG.crmInactive);
  });

  it('an active ophthalmologist sets the RQE flag and number and the name', async () => {
    const { actor, snap } = await lookedUp({
      dadosMedico: {
        crm: '123456',
        situacao: 'A',
        nome: 'Maria Demo Silva',
        especialidade: 'OFTALMOLOGIA: 12345',
      },
    });
    expect(snap().context).toMatchObject({
      crmValidated: true,
      temRQEOftalmologista: true,
      rqe: '12345',
      crmMessage: null,
    });
    expect(snap().context.fields.nome).toBe('Maria Demo Silva');
    actor.send({ type: 'crm.confirmed' });
    expect(snap().matches('form')).toBe(true);
  });

  it('another specialty validates the CRM without the RQE flag; editing the CRM drops the validation', async () => {
    const { actor, snap } = await lookedUp({
      dadosMedico: { crm: '234567', situacao: 'A', nome: 'Carlos', especialidade: 'CLÍNICA MÉDICA' },
    });
    expect(snap().context).toMatchObject({ crmValidated: true, temRQEOftalmologista: false, rqe: '' });
    actor.send({ type: 'crm.changed', value: '23456' });
    expect(snap().context.crmValidated).toBe(false);
  });
});

describe('registration: the form', () => {
  it('Salvar shows the first §5 failure and calls nothing', async () => {
    const ctx = await atForm();
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error).toEqual({ title: TITLE.error, message: requiredField('nome completo') });
    ctx.set('nome', 'Ana');
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(requiredField('data de nascimento'));
    expect(ctx.calls.register).toHaveLength(0);
    expect(ctx.snap().matches({ form: { entry: 'editing' } })).toBe(true);
  });

  it('the captcha is checked last among the §5 rules', async () => {
    const ctx = await atForm();
    fillValidForm(ctx);
    ctx.actor.send({ type: 'captcha.changed', token: null });
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(MSG.captchaRequired);
  });

  it('an issuer needs a category for a new person', async () => {
    const ctx = await atForm();
    fillValidForm(ctx);
    ctx.set('idCategoriaEmitente', '');
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(MSG.categoryRequired);
  });

  it('a valid form registers with the full payload and ends with the credentials', async () => {
    const ctx = await atForm();
    fillValidForm(ctx);
    await vi.advanceTimersByTimeAsync(0);
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.register).toHaveLength(1);
    expect(ctx.calls.register[0]).toMatchObject({
      idEmitenteML: 428,
      idCategoriaEmitente: 601,
      nome: 'Ana Demo Souza',
      cpf: '39053344705',
      dataNascimento: '20/01/1990',
      email: 'ana@exemplo.com.br',
      celular: '11912340000',
      cep: '01310-100',
      estado: 'SP',
      senha: 'Abcdef1!',
      senhaRepeticao: 'Abcdef1!',
      aceiteTermos: true,
      recaptcha: 'sandbox-captcha-ok',
      codigoConfirmacao: null,
      modoAssociacao: false,
      arquivos: [],
    });
    expect(ctx.snap().status).toBe('done');
    expect(ctx.snap().output).toEqual({ credentials: { usuario: 'ana@exemplo.com.br', senha: 'Abcdef1!' } });
  });

  it("a refusal shows the server's msg titled 'Ocorreu um problema' and asks for the captcha again", async () => {
    const ctx = await atForm({
      register: () => ({ resultado: false, msg: 'O e-mail informado já está em uso.' }),
    });
    fillValidForm(ctx);
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().matches({ form: { entry: 'editing' } })).toBe(true);
    expect(ctx.snap().context.error).toEqual({
      title: TITLE.problem,
      message: 'O e-mail informado já está em uso.',
    });
    expect(ctx.snap().context.fields.recaptcha).toBe('');
  });

  it('a failed call shows the unknown-error message', async () => {
    const ctx = await atForm({ register: () => Promise.reject(new Error('')) });
    fillValidForm(ctx);
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.error).toEqual({ title: TITLE.problem, message: MSG.unknownError });
  });

  it('a complete CEP fills street, district, city and state', async () => {
    const ctx = await atForm();
    ctx.set('cep', '01310-10');
    expect(ctx.calls.lookupCep).toHaveLength(0);
    ctx.set('cep', '01310-100');
    expect(ctx.snap().hasTag('lookingUpCep')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.lookupCep).toEqual(['01310100']);
    expect(ctx.snap().context.fields).toMatchObject({
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    });
  });

  it('an unknown CEP changes nothing and blocks nothing', async () => {
    const ctx = await atForm({ lookupCep: () => Promise.reject(new Error('CEP não encontrado.')) });
    ctx.set('logradouro', 'Rua A');
    ctx.set('cep', '99999-999');
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.fields.logradouro).toBe('Rua A');
    expect(ctx.snap().context.error).toBeNull();
    expect(ctx.snap().matches({ form: { cep: 'idle' } })).toBe(true);
  });
});

describe('registration: association documents', () => {
  async function associationForm(especialidade: string) {
    const ctx = await atCrm(
      {
        lookupPhysician: () => ({
          dadosMedico: { crm: '234567', situacao: 'A', nome: 'Carlos Demo Lima', especialidade },
        }),
      },
      { associationMode: true },
    );
    ctx.actor.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(600);
    ctx.actor.send({ type: 'crm.confirmed' });
    fillValidForm(ctx);
    await vi.advanceTimersByTimeAsync(0);
    return ctx;
  }

  const pdf = (name = 'diploma.pdf', size = 12) =>
    new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

  it('without an ophthalmology RQE, Salvar demands the documents', async () => {
    const ctx = await associationForm('CLÍNICA MÉDICA');
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(MSG.documentsRequired);
    expect(ctx.calls.register).toHaveLength(0);
  });

  it('refuses a wrong type or a file over 15 MB with the §5 messages and reads the rest', async () => {
    const ctx = await associationForm('CLÍNICA MÉDICA');
    const exe = new File(['MZ'], 'programa.exe', { type: 'application/x-msdownload' });
    ctx.actor.send({ type: 'files.selected', files: [exe, pdf()] });
    expect(ctx.snap().context.error?.message).toBe(fileWrongType('programa.exe'));
    expect(ctx.snap().hasTag('readingFiles')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.readFiles[0]?.map((f) => f.name)).toEqual(['diploma.pdf']);
    expect(ctx.snap().context.arquivos.map((a) => a.nome)).toEqual(['diploma.pdf']);

    ctx.actor.send({ type: 'files.selected', files: [pdf('grande.pdf', FILE_MAX_BYTES + 1)] });
    expect(ctx.snap().context.error?.message).toBe(fileTooBig('grande.pdf'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.arquivos).toHaveLength(1);
  });

  it('with a document the registration goes through, flagged as association mode', async () => {
    const ctx = await associationForm('CLÍNICA MÉDICA');
    ctx.actor.send({ type: 'files.selected', files: [pdf()] });
    await vi.advanceTimersByTimeAsync(0);
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.register[0]).toMatchObject({
      modoAssociacao: true,
      validouCRMAssociacao: true,
      temRQEOftalmologista: false,
      conselho_numero: '234567',
      conselho_numero_uf: 'SP',
    });
    expect(ctx.calls.register[0]?.arquivos).toHaveLength(1);
    expect(ctx.snap().status).toBe('done');
  });

  it('a removed document is no longer sent', async () => {
    const ctx = await associationForm('CLÍNICA MÉDICA');
    ctx.actor.send({ type: 'files.selected', files: [pdf('a.pdf'), pdf('b.pdf')] });
    await vi.advanceTimersByTimeAsync(0);
    ctx.actor.send({ type: 'file.removed', index: 0 });
    expect(ctx.snap().context.arquivos.map((a) => a.nome)).toEqual(['b.pdf']);
  });

  it('an ophthalmologist with RQE needs no documents and sends the RQE', async () => {
    const ctx = await associationForm('OFTALMOLOGIA: 12345');
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.register[0]).toMatchObject({ temRQEOftalmologista: true, rqe: '12345', arquivos: [] });
  });
});

describe('registration: Residente ou Fellow needs the proof with start and end dates (SPEC §9)', () => {
  const proof = (name = 'declaracao-residencia.pdf', type = 'application/pdf') =>
    new File([new Uint8Array(12).fill(0x25)], name, { type });

  const clinician = (): MedicoCrmResponse => ({
    dadosMedico: { crm: '234567', situacao: 'A', nome: 'Carlos Demo Lima', especialidade: 'CLÍNICA MÉDICA' },
  });

  async function residentForm(input: Partial<RegistrationInput> = {}) {
    const ctx = await atCrm({ lookupPhysician: clinician }, input);
    ctx.actor.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.actor.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(600);
    ctx.actor.send({ type: 'crm.confirmed' });
    fillValidForm(ctx);
    ctx.set('idCategoriaEmitente', '2701');
    return ctx;
  }

  const submit = async (ctx: Started) => {
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
  };

  it('on /register, Salvar asks for the start, the end and the proof, in that order', async () => {
    const ctx = await residentForm();
    await submit(ctx);
    expect(ctx.snap().context.error).toEqual({ title: TITLE.error, message: RESIDENCY_MSG.startRequired });
    ctx.set('dataInicioResidencia', '01/03/2025');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.endRequired);
    ctx.set('dataTerminoResidencia', '01/02/2025');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.endNotAfterStart);
    ctx.set('dataTerminoResidencia', '28/02/2099');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.proofRequired);
    expect(ctx.calls.register).toHaveLength(0);
  });

  it('with both dates and the proof it registers, sending them with the category', async () => {
    const ctx = await residentForm();
    ctx.set('dataInicioResidencia', '01/03/2025');
    ctx.set('dataTerminoResidencia', '28/02/2099');
    ctx.actor.send({ type: 'residencyProof.selected', file: proof() });
    expect(ctx.snap().hasTag('readingFiles')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    await submit(ctx);
    expect(ctx.calls.register[0]).toMatchObject({
      idCategoriaEmitente: 2701,
      dataInicioResidencia: '01/03/2025',
      dataTerminoResidencia: '28/02/2099',
      comprovanteResidencia: { nome: 'declaracao-residencia.pdf', type: 'application/pdf' },
      arquivos: [],
      modoAssociacao: false,
    });
    expect(ctx.snap().status).toBe('done');
  });

  it('a proof of the wrong type is refused with the §5 message and not kept', async () => {
    const ctx = await residentForm();
    ctx.actor.send({
      type: 'residencyProof.selected',
      file: proof('planilha.xlsx', 'application/vnd.ms-excel'),
    });
    expect(ctx.snap().context.error?.message).toBe(fileWrongType('planilha.xlsx'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.readFiles).toEqual([[]]);
    expect(ctx.snap().context.comprovanteResidencia).toBeNull();
  });

  it('a removed proof is asked for again', async () => {
    const ctx = await residentForm();
    ctx.set('dataInicioResidencia', '01/03/2025');
    ctx.set('dataTerminoResidencia', '28/02/2099');
    ctx.actor.send({ type: 'residencyProof.selected', file: proof() });
    await vi.advanceTimersByTimeAsync(0);
    ctx.actor.send({ type: 'residencyProof.removed' });
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.proofRequired);
  });

  it('another category asks for none of it and sends none of what was typed', async () => {
    const ctx = await residentForm();
    ctx.set('dataInicioResidencia', '01/03/2025');
    ctx.actor.send({ type: 'residencyProof.selected', file: proof() });
    await vi.advanceTimersByTimeAsync(0);
    ctx.set('idCategoriaEmitente', '601');
    await submit(ctx);
    expect(ctx.calls.register[0]).toMatchObject({
      idCategoriaEmitente: 601,
      dataInicioResidencia: null,
      dataTerminoResidencia: null,
      comprovanteResidencia: null,
    });
  });

  it('on /associese the proof counts as the document the association asks for', async () => {
    const ctx = await residentForm({ associationMode: true });
    ctx.set('dataInicioResidencia', '01/03/2025');
    ctx.set('dataTerminoResidencia', '28/02/2099');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(MSG.documentsRequired);
    ctx.actor.send({ type: 'residencyProof.selected', file: proof() });
    await vi.advanceTimersByTimeAsync(0);
    await submit(ctx);
    expect(ctx.calls.register[0]).toMatchObject({ modoAssociacao: true, arquivos: [] });
    expect(ctx.calls.register[0]?.comprovanteResidencia?.nome).toBe('declaracao-residencia.pdf');
  });
});
