import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RegistrarContaBody } from '../../domain/contract/registration';
import { toRegistrarContaBody } from '../../domain/contract/registration-wire';
import type { CepAddress } from '../../domain/cep-address';
import type { Outcome } from '../../domain/outcome';
import type { AttachedFile, RegistrationDraft } from '../../domain/registration-draft';
import type { CpfQuery, CpfStatus, CrmQuery, Physician } from '../../domain/registration-lookups';
import { cpfLookupMachine } from '../../machines/cpf-lookup.machine';
import { crmLookupMachine } from '../../machines/crm-lookup.machine';
import { registrationFormMachine } from '../../machines/registration-form.machine';
import { registrationMachine, type RegistrationInput } from '../../machines/registration.machine';
import {
  verificationCodeMachine,
  type RegistrantCodeCheck,
  type RegistrantCodeRequest,
  type RegistrantCodeSent,
} from '../../machines/verification-code.machine';
import { answering } from './support/answering';
import {
  fillValidForm,
  HAS_ACCOUNT,
  JOAO,
  KNOWN,
  NEW_PERSON,
  PAULISTA,
  readAsUpload,
} from './support/registration-fixtures';

const CARLOS: Physician = {
  crm: '234567',
  active: true,
  name: 'Carlos Demo Lima',
  specialty: 'CLÍNICA MÉDICA',
};

/** The whole registration, each step's child machine answering as the server would. */
function start(checkCpf: CpfStatus, input: Partial<RegistrationInput> = {}) {
  const calls = {
    checkCpf: [] as CpfQuery[],
    sendCode: [] as RegistrantCodeRequest[],
    verifyCode: [] as RegistrantCodeCheck[],
    lookupPhysician: [] as CrmQuery[],
    /** What each registration sent, as the registrarConta body it becomes at the edge. */
    register: [] as RegistrarContaBody[],
  };
  const sent: RegistrantCodeSent = { ok: true, value: { sentTo: 'Enviamos o código para jo***' } };
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        cpfLookup: cpfLookupMachine.provide({
          actors: {
            checkCpf: answering(calls.checkCpf, (): Outcome<CpfStatus> => ({ ok: true, value: checkCpf })),
          },
        }),
        verificationCode: verificationCodeMachine.provide({
          actors: {
            sendCode: answering<RegistrantCodeRequest, RegistrantCodeSent>(calls.sendCode, () => sent),
            verifyCode: answering(calls.verifyCode, () => JOAO),
          },
        }),
        crmLookup: crmLookupMachine.provide({
          actors: {
            lookupPhysician: answering(calls.lookupPhysician, (): Outcome<Physician | null> => ({
              ok: true,
              value: CARLOS,
            })),
          },
        }),
        registrationForm: registrationFormMachine.provide({
          actors: {
            lookupCep: answering<string, Outcome<CepAddress>>([], () => ({ ok: true, value: PAULISTA })),
            readFiles: answering<File[], AttachedFile[]>([], readAsUpload),
            register: fromPromise<Outcome, RegistrationDraft>(async ({ input: draft }) => {
              calls.register.push(toRegistrarContaBody(draft));
              return { ok: true, value: undefined };
            }),
          },
        }),
      },
    }),
    { input: { associationId: 428, associationMode: false, council: 'CRM', crmRegistry: true, ...input } },
  ).start();
  const snap = () => actor.getSnapshot();
  /** The running step's own actor: the UI talks to it the same way. */
  const step = () => {
    const { cpf, code, crm, form } = snap().children;
    return { cpf, code, crm, form };
  };
  /** The code step's own child, where the code is typed. */
  const codeEntry = () => step().code?.getSnapshot().children.code;
  return { actor, calls, snap, step, codeEntry };
}

const typeCpf = async (ctx: ReturnType<typeof start>, cpf: string) => {
  ctx.step().cpf?.send({ type: 'cpf.changed', value: cpf });
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registration: the steps, one child machine each', () => {
  it('starts at the CPF, with only its step running', () => {
    const ctx = start(NEW_PERSON);
    expect(ctx.snap().matches('cpf')).toBe(true);
    expect(Object.keys(ctx.snap().children)).toEqual(['cpf']);
  });

  it("a join link's category is the form's from the start (issue #38 item 7)", async () => {
    const ctx = start(NEW_PERSON, { categoryId: 601 });
    await typeCpf(ctx, '390.533.447-05');
    ctx.step().crm?.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.step().crm?.send({ type: 'crm.changed', value: '234567' });
    ctx.step().crm?.send({ type: 'crm.confirmed' });
    expect(ctx.step().form?.getSnapshot().context.fields.categoryId).toBe('601');
    expect(start(NEW_PERSON).snap().context.fields.categoryId).toBe('');
  });

  it('a CPF with an account ends with no credentials (the page says to log in)', async () => {
    const ctx = start(HAS_ACCOUNT);
    await typeCpf(ctx, '529.982.247-25');
    expect(ctx.snap().value).toBe('alreadyRegistered');
    expect(ctx.snap().status).toBe('done');
    expect(ctx.snap().output).toEqual({ credentials: null });
  });

  it('a new person goes from the CPF to the CRM, then to the form, which registers with the CPF typed first', async () => {
    const ctx = start(NEW_PERSON);
    await typeCpf(ctx, '390.533.447-05');
    expect(ctx.snap().matches('crm')).toBe(true);
    expect(ctx.step().cpf).toBeUndefined();
    ctx.step().crm?.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.step().crm?.send({ type: 'crm.changed', value: '234567' });
    ctx.step().crm?.send({ type: 'crm.confirmed' });
    expect(ctx.snap().matches('form')).toBe(true);
    const form = ctx.step().form;
    expect(form?.getSnapshot().context).toMatchObject({ crm: '234567', crmUf: 'SP', associationMode: false });
    if (!form) throw new Error('no form step');
    fillValidForm(form);
    form.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.register[0]).toMatchObject({
      cpf: '39053344705',
      conselho_numero: '234567',
      conselho_numero_uf: 'SP',
      codigoConfirmacao: null,
    });
    expect(ctx.snap().value).toBe('registered');
    expect(ctx.snap().output).toEqual({ credentials: { user: 'ana@exemplo.com.br', password: 'Abcdef1!' } });
  });

  it('a registrant the association knows gets the code step with its contacts, then the form prefilled', async () => {
    const ctx = start(KNOWN);
    await typeCpf(ctx, '111.444.777-35');
    expect(ctx.snap().matches('code')).toBe(true);
    expect(ctx.step().code?.getSnapshot().context.sendOptions).toEqual(KNOWN.sendOptions);
    ctx.step().code?.send({ type: 'channel.chosen', channel: 'email' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.sendCode).toEqual([{ associationId: 428, channel: 'email', cpf: '11144477735' }]);
    ctx.codeEntry()?.send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().matches('form')).toBe(true);
    const context = ctx.step().form?.getSnapshot().context;
    expect(context?.fields).toMatchObject({
      name: 'João Demo Pereira',
      displayName: 'Dr. João Pereira',
      cpf: '111.444.777-35',
      birthDate: '20/01/1990',
      email: 'joao@exemplo.com.br',
      mobile: '(21) 99876-5432',
      cep: '20040-020',
      street: 'Avenida Rio Branco',
      number: '45',
      district: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
    expect(context?.confirmation).toEqual({ code: '123456', channel: 'email' });
  });

  it('a known registrant needs no category (the association keeps the current one) and sends the code', async () => {
    const ctx = start(KNOWN);
    await typeCpf(ctx, '111.444.777-35');
    ctx.step().code?.send({ type: 'channel.chosen', channel: 'email' });
    await vi.advanceTimersByTimeAsync(0);
    ctx.codeEntry()?.send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    const form = ctx.step().form;
    form?.send({ type: 'field.changed', field: 'password', value: 'Abcdef1!' });
    form?.send({ type: 'field.changed', field: 'passwordRepeat', value: 'Abcdef1!' });
    form?.send({ type: 'terms.changed', accepted: true });
    form?.send({ type: 'captcha.changed', token: 'tok' });
    form?.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.register[0]).toMatchObject({
      idCategoriaEmitente: null,
      codigoConfirmacao: '123456',
      codigoConfirmacaoTipo: 'EMAIL',
      cpf: '11144477735',
      celular: '21998765432',
    });
    expect(ctx.snap().output).toEqual({ credentials: { user: 'joao@exemplo.com.br', password: 'Abcdef1!' } });
  });

  it('without an association a known CPF is a new person: no code step', async () => {
    const ctx = start(KNOWN, { associationId: null });
    await typeCpf(ctx, '111.444.777-35');
    expect(ctx.snap().matches('crm')).toBe(true);
  });

  it('in association mode the verified registrant goes to the CRM step, keeping the association data', async () => {
    const ctx = start(KNOWN, { associationMode: true });
    await typeCpf(ctx, '111.444.777-35');
    ctx.step().code?.send({ type: 'channel.chosen', channel: 'email' });
    await vi.advanceTimersByTimeAsync(0);
    ctx.codeEntry()?.send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().matches('crm')).toBe(true);
    ctx.step().crm?.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.step().crm?.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(600);
    ctx.step().crm?.send({ type: 'crm.confirmed' });
    // The association's name stays: the registry's only starts an empty form.
    expect(ctx.step().form?.getSnapshot().context.fields.name).toBe('João Demo Pereira');
  });

  it("in association mode the registry's physician names the form and validates the CRM", async () => {
    const ctx = start(NEW_PERSON, { associationMode: true });
    await typeCpf(ctx, '390.533.447-05');
    ctx.step().crm?.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.step().crm?.send({ type: 'crm.changed', value: '234567' });
    await vi.advanceTimersByTimeAsync(600);
    expect(ctx.calls.lookupPhysician).toEqual([{ crm: '234567', uf: 'SP' }]);
    ctx.step().crm?.send({ type: 'crm.confirmed' });
    expect(ctx.step().form?.getSnapshot().context).toMatchObject({
      fields: { name: 'Carlos Demo Lima' },
      crmValidated: true,
      physician: CARLOS,
      associationMode: true,
    });
  });
});

describe("registration: the association's class council (issue 17 item 8)", () => {
  it('a psychology association asks for the CRP, looks nothing up and hands the council to the form', async () => {
    const ctx = start(NEW_PERSON, { associationId: 1024839, associationMode: true, council: 'CRP' });
    await typeCpf(ctx, '390.533.447-05');
    expect(ctx.step().crm?.getSnapshot().context.council).toBe('CRP');
    ctx.step().crm?.send({ type: 'crmUf.changed', value: 'SP' });
    ctx.step().crm?.send({ type: 'crm.changed', value: '06/123456' });
    await vi.advanceTimersByTimeAsync(600);
    expect(ctx.calls.lookupPhysician).toHaveLength(0);
    ctx.step().crm?.send({ type: 'crm.confirmed' });
    expect(ctx.step().form?.getSnapshot().context).toMatchObject({
      council: 'CRP',
      crm: '06/123456',
      crmUf: 'SP',
      crmValidated: false,
    });
  });

  it('the council step waits for the council the page learns from the association; the CPF step does not', async () => {
    const ctx = start(NEW_PERSON, { associationId: 1024839, associationMode: true, council: null });
    await typeCpf(ctx, '390.533.447-05');
    expect(ctx.calls.checkCpf).toHaveLength(1);
    expect(ctx.snap().matches({ crm: 'waitingForCouncil' })).toBe(true);
    expect(ctx.step().crm).toBeUndefined();
    ctx.actor.send({ type: 'council.known', council: 'CRP', crmRegistry: true });
    expect(ctx.step().crm?.getSnapshot().context.council).toBe('CRP');
  });

  it('hands the council step what the server said of its registry: none, and the CRM is not looked up', async () => {
    const ctx = start(NEW_PERSON, { associationMode: true, council: null });
    await typeCpf(ctx, '390.533.447-05');
    ctx.actor.send({ type: 'council.known', council: 'CRM', crmRegistry: false });
    expect(ctx.step().crm?.getSnapshot().context).toMatchObject({ council: 'CRM', registryLookup: false });
  });
});
