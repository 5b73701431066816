import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FILE_MAX_BYTES } from '../../domain/constants';
import type { RegistrarContaBody } from '../../domain/contract/registration';
import { toRegistrarContaBody } from '../../domain/contract/registration-wire';
import type { CepAddress } from '../../domain/cep-address';
import { fileTooBig, fileWrongType, COMMON_MSG, requiredField, TITLE } from '../../domain/messages';
import type { Outcome } from '../../domain/outcome';
import {
  emptyRegistrationFields,
  type AttachedFile,
  type RegistrationDraft,
  type RegistrationField,
} from '../../domain/registration-draft';
import { councilNumberRequired, RESIDENCY_MSG } from '../../domain/registration-messages';
import {
  registrationFormMachine,
  type RegistrationFormInput,
} from '../../machines/registration-form.machine';
import { answering } from './support/answering';
import { fillValidForm, PAULISTA, readAsUpload } from './support/registration-fixtures';

interface Answers {
  lookupCep?: (cep: string) => Outcome<CepAddress> | Promise<Outcome<CepAddress>>;
  register?: (d: RegistrationDraft) => Outcome | Promise<Outcome>;
}

/** A new person of association 428 past the CPF and the CRM steps. */
const NEW_PERSON_INPUT: RegistrationFormInput = {
  associationId: 428,
  associationMode: false,
  fields: { ...emptyRegistrationFields(), cpf: '390.533.447-05' },
  termsAccepted: false,
  council: 'CRM',
  crm: '',
  crmUf: '0',
  crmValidated: false,
  hasOphthalmologyRqe: false,
  rqe: '',
  confirmation: null,
  attachments: [],
  residencyProof: null,
  physician: null,
};

/** Association mode past an active CRM of the registry. */
const associationInput = (especialidade: string): Partial<RegistrationFormInput> => {
  const ophthalmologist = /OFTALMOLOGIA/.test(especialidade);
  return {
    associationMode: true,
    crm: '234567',
    crmUf: 'SP',
    crmValidated: true,
    hasOphthalmologyRqe: ophthalmologist,
    rqe: ophthalmologist ? '12345' : '',
    physician: { crm: '234567', active: true, name: 'Carlos Demo Lima', specialty: especialidade },
  };
};

function start(answers: Answers = {}, input: Partial<RegistrationFormInput> = {}) {
  const calls = {
    lookupCep: [] as string[],
    readFiles: [] as File[][],
    /** What each registration sent, as the registrarConta body it becomes at the edge. */
    register: [] as RegistrarContaBody[],
  };
  const register = answers.register ?? (() => ({ ok: true, value: undefined }));
  const actor = createActor(
    registrationFormMachine.provide({
      actors: {
        lookupCep: answering(calls.lookupCep, answers.lookupCep ?? (() => ({ ok: true, value: PAULISTA }))),
        readFiles: answering(calls.readFiles, (files: File[]): AttachedFile[] => readAsUpload(files)),
        register: fromPromise<Outcome, RegistrationDraft>(async ({ input: draft }) => {
          calls.register.push(toRegistrarContaBody(draft));
          return register(draft);
        }),
      },
    }),
    { input: { ...NEW_PERSON_INPUT, ...input } },
  ).start();
  const snap = () => actor.getSnapshot();
  const set = (field: RegistrationField, value: string) =>
    actor.send({ type: 'field.changed', field, value });
  return { actor, calls, snap, set };
}

type Started = ReturnType<typeof start>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registration form: §5 and Salvar', () => {
  it('Salvar shows the first §5 failure and calls nothing', async () => {
    const ctx = start();
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error).toEqual({ title: TITLE.error, message: requiredField('nome completo') });
    ctx.set('name', 'Ana');
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(requiredField('data de nascimento'));
    expect(ctx.calls.register).toHaveLength(0);
    expect(ctx.snap().matches({ filling: { entry: 'editing' } })).toBe(true);
  });

  it('the captcha is checked last among the §5 rules', async () => {
    const ctx = start();
    fillValidForm(ctx.actor);
    ctx.actor.send({ type: 'captcha.changed', token: null });
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(COMMON_MSG.captchaRequired);
  });

  it('an association needs a category for a new person', async () => {
    const ctx = start();
    fillValidForm(ctx.actor);
    ctx.set('categoryId', '');
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(COMMON_MSG.categoryRequired);
  });

  it('a valid form registers with the full payload and ends with the credentials', async () => {
    const ctx = start();
    fillValidForm(ctx.actor);
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
    expect(ctx.snap().output).toEqual({ credentials: { user: 'ana@exemplo.com.br', password: 'Abcdef1!' } });
  });

  it("a refusal shows the server's msg titled 'Ocorreu um problema' and asks for the captcha again", async () => {
    const ctx = start({
      register: () => ({ ok: false, message: 'O e-mail informado já está em uso.' }),
    });
    fillValidForm(ctx.actor);
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().matches({ filling: { entry: 'editing' } })).toBe(true);
    expect(ctx.snap().context.error).toEqual({
      title: TITLE.problem,
      message: 'O e-mail informado já está em uso.',
    });
    expect(ctx.snap().context.fields.captcha).toBe('');
  });

  it('a failed call shows the unknown-error message', async () => {
    const ctx = start({ register: () => Promise.reject(new Error('')) });
    fillValidForm(ctx.actor);
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.error).toEqual({ title: TITLE.problem, message: COMMON_MSG.unknownError });
  });

  it('a complete CEP fills street, district, city and state', async () => {
    const ctx = start();
    ctx.set('cep', '01310-10');
    expect(ctx.calls.lookupCep).toHaveLength(0);
    ctx.set('cep', '01310-100');
    expect(ctx.snap().hasTag('lookingUpCep')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.lookupCep).toEqual(['01310100']);
    expect(ctx.snap().context.fields).toMatchObject({
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('an unknown CEP changes nothing and blocks nothing', async () => {
    const ctx = start({ lookupCep: () => Promise.reject(new Error('CEP não encontrado.')) });
    ctx.set('street', 'Rua A');
    ctx.set('cep', '99999-999');
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.fields.street).toBe('Rua A');
    expect(ctx.snap().context.error).toBeNull();
    expect(ctx.snap().matches({ filling: { cep: 'idle' } })).toBe(true);
  });
});

describe('registration form: association documents', () => {
  async function associationForm(especialidade: string) {
    const ctx = start({}, associationInput(especialidade));
    fillValidForm(ctx.actor);
    await vi.advanceTimersByTimeAsync(0);
    return ctx;
  }

  const pdf = (name = 'diploma.pdf', size = 12) =>
    new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

  it('without an ophthalmology RQE, Salvar demands the documents', async () => {
    const ctx = await associationForm('CLÍNICA MÉDICA');
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(COMMON_MSG.documentsRequired);
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
    expect(ctx.snap().context.attachments.map((a) => a.name)).toEqual(['diploma.pdf']);

    ctx.actor.send({ type: 'files.selected', files: [pdf('grande.pdf', FILE_MAX_BYTES + 1)] });
    expect(ctx.snap().context.error?.message).toBe(fileTooBig('grande.pdf'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.attachments).toHaveLength(1);
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
    expect(ctx.snap().context.attachments.map((a) => a.name)).toEqual(['b.pdf']);
  });

  it('an ophthalmologist with RQE needs no documents and sends the RQE', async () => {
    const ctx = await associationForm('OFTALMOLOGIA: 12345');
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.register[0]).toMatchObject({ temRQEOftalmologista: true, rqe: '12345', arquivos: [] });
  });
});

describe('registration form: Residente ou Fellow needs the proof with start and end dates (SPEC §9)', () => {
  const proof = (name = 'declaracao-residencia.pdf', type = 'application/pdf') =>
    new File([new Uint8Array(12).fill(0x25)], name, { type });

  function residentForm(input: Partial<RegistrationFormInput> = {}) {
    const ctx = start({}, { crm: '234567', crmUf: 'SP', ...input });
    fillValidForm(ctx.actor);
    ctx.set('categoryId', '2701');
    return ctx;
  }

  const submit = async (ctx: Started) => {
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
  };

  it('on /register, Salvar asks for the start, the end and the proof, in that order', async () => {
    const ctx = residentForm();
    await submit(ctx);
    expect(ctx.snap().context.error).toEqual({ title: TITLE.error, message: RESIDENCY_MSG.startRequired });
    ctx.set('residencyStart', '01/03/2025');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.endRequired);
    ctx.set('residencyEnd', '01/02/2025');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.endNotAfterStart);
    ctx.set('residencyEnd', '28/02/2099');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.proofRequired);
    expect(ctx.calls.register).toHaveLength(0);
  });

  it('with both dates and the proof it registers, sending them with the category', async () => {
    const ctx = residentForm();
    ctx.set('residencyStart', '01/03/2025');
    ctx.set('residencyEnd', '28/02/2099');
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
    const ctx = residentForm();
    ctx.actor.send({
      type: 'residencyProof.selected',
      file: proof('planilha.xlsx', 'application/vnd.ms-excel'),
    });
    expect(ctx.snap().context.error?.message).toBe(fileWrongType('planilha.xlsx'));
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.readFiles).toEqual([[]]);
    expect(ctx.snap().context.residencyProof).toBeNull();
  });

  it('a removed proof is asked for again', async () => {
    const ctx = residentForm();
    ctx.set('residencyStart', '01/03/2025');
    ctx.set('residencyEnd', '28/02/2099');
    ctx.actor.send({ type: 'residencyProof.selected', file: proof() });
    await vi.advanceTimersByTimeAsync(0);
    ctx.actor.send({ type: 'residencyProof.removed' });
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(RESIDENCY_MSG.proofRequired);
  });

  it('another category asks for none of it and sends none of what was typed', async () => {
    const ctx = residentForm();
    ctx.set('residencyStart', '01/03/2025');
    ctx.actor.send({ type: 'residencyProof.selected', file: proof() });
    await vi.advanceTimersByTimeAsync(0);
    ctx.set('categoryId', '601');
    await submit(ctx);
    expect(ctx.calls.register[0]).toMatchObject({
      idCategoriaEmitente: 601,
      dataInicioResidencia: null,
      dataTerminoResidencia: null,
      comprovanteResidencia: null,
    });
  });

  it('on /associese the proof counts as the document the association asks for', async () => {
    const ctx = residentForm(associationInput('CLÍNICA MÉDICA'));
    ctx.set('residencyStart', '01/03/2025');
    ctx.set('residencyEnd', '28/02/2099');
    await submit(ctx);
    expect(ctx.snap().context.error?.message).toBe(COMMON_MSG.documentsRequired);
    ctx.actor.send({ type: 'residencyProof.selected', file: proof() });
    await vi.advanceTimersByTimeAsync(0);
    await submit(ctx);
    expect(ctx.calls.register[0]).toMatchObject({ modoAssociacao: true, arquivos: [] });
    expect(ctx.calls.register[0]?.comprovanteResidencia?.nome).toBe('declaracao-residencia.pdf');
  });
});

describe('registration form: a council without a registry (CRP, issue 17 item 8)', () => {
  const psychologist: Partial<RegistrationFormInput> = {
    associationId: 1024839,
    associationMode: true,
    council: 'CRP',
    crm: '06/123456',
    crmUf: 'SP',
  };
  const pdf = () =>
    new File([new Uint8Array(12).fill(0x25)], 'carteira-crp.pdf', { type: 'application/pdf' });

  it('joins with the CRP number and UF and the documents, unvalidated, for the association to approve', async () => {
    const ctx = start({}, psychologist);
    fillValidForm(ctx.actor);
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(COMMON_MSG.documentsRequired);
    ctx.actor.send({ type: 'files.selected', files: [pdf()] });
    await vi.advanceTimersByTimeAsync(0);
    ctx.actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.register[0]).toMatchObject({
      idEmitenteML: 1024839,
      modoAssociacao: true,
      conselho_numero: '06/123456',
      conselho_numero_uf: 'SP',
      validouCRMAssociacao: false,
      temRQEOftalmologista: false,
    });
    expect(ctx.snap().status).toBe('done');
  });

  it("checks the number right after the §5 list, before the documents (the server's order)", () => {
    const ctx = start({}, { ...psychologist, crm: '' });
    fillValidForm(ctx.actor);
    ctx.actor.send({ type: 'form.submitted' });
    expect(ctx.snap().context.error?.message).toBe(councilNumberRequired('CRP'));
  });
});
