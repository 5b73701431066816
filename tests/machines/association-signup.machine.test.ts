import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ASSOCIATION_MSG } from '../../domain/association-messages';
import type {
  AssociationSignUpBody,
  AssociationSignUpStarted,
} from '../../domain/contract/gestao-association';
import type { StaffLoginResponse } from '../../domain/contract/gestao-session';
import { COMMON_MSG } from '../../domain/messages';
import { failed, succeeded, type Outcome } from '../../domain/outcome';
import {
  associationSignUpMachine,
  type AssociationSignUpField,
  type SignUpCodeCheck,
} from '../../machines/association-signup.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

const SIGNUP_ID = '5b2c7c1e-2f55-4b6f-9f0c-1a2b3c4d5e6f';
const STARTED: Outcome<AssociationSignUpStarted> = succeeded({
  signupId: SIGNUP_ID,
  sentTo: 'Enviamos um código de 6 dígitos para a***@teste.org.br.',
});
const SESSION: StaffLoginResponse = {
  token: 'staff-token',
  staff: {
    id: 9,
    name: 'Ana',
    email: 'ana@teste.org.br',
    role: 'gestor',
    associationId: 2_000_000,
    associationName: 'Sociedade',
  },
};

const FORM: Record<AssociationSignUpField, string> = {
  cnpj: '12.ABC.345/0001-88',
  legalName: 'Sociedade de Teste Ltda.',
  displayName: 'Sociedade de Teste',
  city: 'Recife',
  uf: 'PE',
  name: 'Ana',
  email: 'ana@teste.org.br',
  password: 'Associa@2026',
  passwordRepeat: 'Associa@2026',
};

interface Answers {
  startSignUp?: (body: AssociationSignUpBody) => Outcome<AssociationSignUpStarted>;
  confirmCode?: (check: SignUpCodeCheck) => Outcome<StaffLoginResponse>;
  resendCode?: (signupId: string) => Outcome<{ sentTo: string }>;
}

function start(answers: Answers = {}) {
  const calls = {
    startSignUp: [] as AssociationSignUpBody[],
    confirmCode: [] as SignUpCodeCheck[],
    resendCode: [] as string[],
  };
  const actor = createActor(
    associationSignUpMachine.provide({
      actors: {
        startSignUp: answering(calls.startSignUp, answers.startSignUp ?? (() => STARTED)),
        confirmCode: answering(calls.confirmCode, answers.confirmCode ?? (() => succeeded(SESSION))),
        resendCode: answering(
          calls.resendCode,
          answers.resendCode ?? (() => succeeded({ sentTo: 'de novo' })),
        ),
      },
    }),
  ).start();
  const fill = (form: Partial<Record<AssociationSignUpField, string>> = FORM) => {
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'field.changed', field: field as AssociationSignUpField, value });
  };
  return {
    actor,
    calls,
    fill,
    snap: () => actor.getSnapshot(),
    code: () => actor.getSnapshot().children.code!,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Cadastrar associação (machine)', () => {
  it('judges the form before any call, field by field', () => {
    const { actor, snap, fill, calls } = start();
    fill({ ...FORM, cnpj: '12.345.678/0001-00' });
    actor.send({ type: 'form.submitted' });
    expect(snap().context.error).toBe(ASSOCIATION_MSG.cnpjInvalid);
    fill({ cnpj: FORM.cnpj, passwordRepeat: 'outra' });
    actor.send({ type: 'form.submitted' });
    expect(snap().context.error).toBe(ASSOCIATION_MSG.passwordsDiffer);
    fill({ passwordRepeat: FORM.password });
    actor.send({ type: 'form.submitted' });
    expect(snap().context.error).toBe(COMMON_MSG.captchaRequired);
    expect(calls.startSignUp).toHaveLength(0);
    expect(snap().matches('form')).toBe(true);
  });

  it('sends the form with the captcha, then the code, and ends signed in', async () => {
    const { actor, snap, fill, calls, code } = start();
    fill();
    actor.send({ type: 'captcha.changed', token: 'captcha-ok' });
    actor.send({ type: 'form.submitted' });
    expect(snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.startSignUp).toEqual([
      {
        cnpj: FORM.cnpj,
        legalName: FORM.legalName,
        displayName: FORM.displayName,
        city: FORM.city,
        uf: FORM.uf,
        name: FORM.name,
        email: FORM.email,
        password: FORM.password,
        captcha: 'captcha-ok',
      },
    ]);
    expect(snap().matches({ code: 'waiting' })).toBe(true);
    expect(snap().context.sentTo).toMatch(/^Enviamos um código/);

    code().send({ type: 'code.changed', value: '12345' });
    expect(calls.confirmCode).toHaveLength(0);
    code().send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.confirmCode).toEqual([{ signupId: SIGNUP_ID, code: '123456' }]);
    expect(snap().status).toBe('done');
    expect(snap().output).toEqual(SESSION);
  });

  it('"Corrigir e-mail" goes back to the form as typed; a new Cadastrar sends the code to the new address', async () => {
    const { actor, snap, fill, calls } = start();
    fill();
    actor.send({ type: 'captcha.changed', token: 'captcha-ok' });
    actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ code: 'waiting' })).toBe(true);

    actor.send({ type: 'email.correcting' });
    expect(snap().matches('form')).toBe(true);
    expect(snap().children.code).toBeUndefined();
    expect(snap().context.fields).toEqual(FORM);
    expect(snap().context).toMatchObject({ signupId: '', sentTo: '', error: null, captcha: '' });

    fill({ email: 'ana.certa@teste.org.br' });
    actor.send({ type: 'captcha.changed', token: 'captcha-2' });
    actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.startSignUp).toHaveLength(2);
    expect(calls.startSignUp[1]).toMatchObject({ email: 'ana.certa@teste.org.br', captcha: 'captcha-2' });
    expect(snap().matches({ code: 'waiting' })).toBe(true);
  });

  it('shows the server’s refusal and asks for a new captcha', async () => {
    const { actor, snap, fill } = start({ startSignUp: () => failed(ASSOCIATION_MSG.cnpjTaken, 409) });
    fill();
    actor.send({ type: 'captcha.changed', token: 'captcha-ok' });
    actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches('form')).toBe(true);
    expect(snap().context.error).toBe('Este CNPJ já está cadastrado.');
    expect(snap().context.captcha).toBe('');
  });

  it('types the code again after a refusal, and resends after the 60 s countdown', async () => {
    const { actor, snap, fill, calls, code } = start({
      confirmCode: () => failed('Código de confirmação inválido.'),
    });
    fill();
    actor.send({ type: 'captcha.changed', token: 'captcha-ok' });
    actor.send({ type: 'form.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    await expectResendCountdown(code(), 'entering');
    code().send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().context.error).toBe('Código de confirmação inválido.');
    expect(code().getSnapshot().context.code).toBe('');
    code().send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.resendCode).toEqual([SIGNUP_ID]);
    expect(snap().context.sentTo).toBe('de novo');
    expect(snap().matches({ code: 'waiting' })).toBe(true);
  });
});
