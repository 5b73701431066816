import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type {
  ChecarCodigoRecuperacaoBody,
  ChecarCodigoRecuperacaoResponse,
  EsqueciSenhaBody,
  EsqueciSenhaResponse,
} from '../../domain/contract/registration';
import { MSG } from '../../domain/messages';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

const SENT: EsqueciSenhaResponse = { registrado: true, msg: 'Enviamos o código para me***@exemplo.com.br.' };

interface Answers {
  requestCode?: (b: EsqueciSenhaBody) => EsqueciSenhaResponse | Promise<EsqueciSenhaResponse>;
  checkCode?: (
    b: ChecarCodigoRecuperacaoBody,
  ) => ChecarCodigoRecuperacaoResponse | Promise<ChecarCodigoRecuperacaoResponse>;
}

function start(answers: Answers = {}) {
  const calls = { requestCode: [] as EsqueciSenhaBody[], checkCode: [] as ChecarCodigoRecuperacaoBody[] };
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        requestCode: answering(calls.requestCode, answers.requestCode ?? (() => SENT)),
        checkCode: answering(calls.checkCode, answers.checkCode ?? (() => ({ aceito: true }))),
      },
    }),
  ).start();
  return { actor, calls, snap: () => actor.getSnapshot() };
}

async function atCode(answers: Answers = {}) {
  const ctx = start(answers);
  ctx.actor.send({ type: 'field.changed', field: 'usuario', value: ' membro@exemplo.com.br ' });
  ctx.actor.send({ type: 'user.submitted' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

async function atNewPassword(answers: Answers = {}) {
  const ctx = await atCode(answers);
  ctx.actor.send({ type: 'code.changed', value: '123456' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('forgot password: step 1', () => {
  it('empty says "Preencha o e-mail ou senha." without a call', () => {
    const { actor, snap, calls } = start();
    actor.send({ type: 'user.submitted' });
    expect(snap().context.error).toBe(MSG.forgotPasswordEmpty);
    expect(calls.requestCode).toHaveLength(0);
    actor.send({ type: 'error.dismissed' });
    expect(snap().context.error).toBeNull();
  });

  it('an unknown user stays with "O e-mail ou celular não está cadastrado."', async () => {
    const { snap } = await atCode({ requestCode: () => ({ registrado: false }) });
    expect(snap().value).toBe('user');
    expect(snap().context.error).toBe(MSG.userNotRegistered);
  });

  it('a failed call shows its message', async () => {
    const { snap } = await atCode({ requestCode: () => Promise.reject(new Error('Muitas tentativas.')) });
    expect(snap().value).toBe('user');
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('sends the trimmed user and moves to the code with a 60 s countdown', async () => {
    const { snap, calls } = await atCode();
    expect(calls.requestCode).toEqual([{ USUARIO: 'membro@exemplo.com.br' }]);
    expect(snap().matches({ code: 'counting' })).toBe(true);
    expect(snap().context).toMatchObject({ secondsLeft: 60, sentTo: SENT.msg });
  });
});

describe('forgot password: step 2', () => {
  it('counts down each second and offers the resend at 0, which restarts it', async () => {
    const { actor, snap, calls } = await atCode();
    await expectResendCountdown(actor, 'code');
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.requestCode).toHaveLength(2);
    expect(snap().matches({ code: 'counting' })).toBe(true);
    expect(snap().context.secondsLeft).toBe(60);
  });

  it('a failed resend keeps the resend link', async () => {
    let n = 0;
    const { actor, snap } = await atCode({
      requestCode: () => (n++ === 0 ? SENT : Promise.reject(new Error('Muitas tentativas.'))),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ code: 'canResend' })).toBe(true);
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('fewer than 6 digits do not check; Continuar says the code is invalid', async () => {
    const { actor, snap, calls } = await atCode();
    actor.send({ type: 'code.changed', value: '12345' });
    actor.send({ type: 'code.submitted' });
    expect(snap().context.error).toBe(MSG.recoveryCodeInvalid);
    expect(calls.checkCode).toHaveLength(0);
  });

  it('6 digits (pasted with spaces) check the code without SENHA', async () => {
    const { actor, snap, calls } = await atCode();
    actor.send({ type: 'code.changed', value: '123 456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.checkCode).toEqual([{ USUARIO: 'membro@exemplo.com.br', CODIGO_RECUPERACAO: '123456' }]);
    expect(snap().value).toBe('newPassword');
  });

  it('a wrong code says so, clears it and the countdown goes on', async () => {
    const { actor, snap } = await atCode({ checkCode: () => ({ aceito: false }) });
    await vi.advanceTimersByTimeAsync(20_000);
    actor.send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().matches({ code: 'counting' })).toBe(true);
    expect(snap().context).toMatchObject({ code: '', secondsLeft: 40, error: MSG.recoveryCodeInvalid });
  });
});

describe('forgot password: step 3', () => {
  const setPasswords = (ctx: Awaited<ReturnType<typeof atNewPassword>>, senha: string, repeat: string) => {
    ctx.actor.send({ type: 'field.changed', field: 'senha', value: senha });
    ctx.actor.send({ type: 'field.changed', field: 'senhaRepeticao', value: repeat });
    ctx.actor.send({ type: 'password.submitted' });
  };

  it('checks in the §5 order: password, repeat, match, quality', async () => {
    const ctx = await atNewPassword();
    setPasswords(ctx, '', '');
    expect(ctx.snap().context.error).toBe(MSG.newPasswordEmpty);
    setPasswords(ctx, 'abc', '');
    expect(ctx.snap().context.error).toBe(MSG.newPasswordRepeatEmpty);
    setPasswords(ctx, 'abc', 'abd');
    expect(ctx.snap().context.error).toBe(MSG.newPasswordMismatch);
    setPasswords(ctx, 'abcdefgh', 'abcdefgh');
    expect(ctx.snap().context.error).toBe(MSG.passwordWeak);
    expect(ctx.calls.checkCode).toHaveLength(1);
  });

  it('a good password is sent with the code and SENHA and ends the flow', async () => {
    const ctx = await atNewPassword({
      checkCode: (b) => (b.SENHA ? { aceito: true, msg: MSG.passwordChanged } : { aceito: true }),
    });
    setPasswords(ctx, 'Nova@2026x', 'Nova@2026x');
    expect(ctx.snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.checkCode[1]).toEqual({
      USUARIO: 'membro@exemplo.com.br',
      CODIGO_RECUPERACAO: '123456',
      SENHA: 'Nova@2026x',
    });
    expect(ctx.snap().value).toBe('changed');
    expect(ctx.snap().status).toBe('done');
  });

  it('a refusal shows the failure message; a refusal with a msg shows that', async () => {
    let answer: ChecarCodigoRecuperacaoResponse = { aceito: false };
    const ctx = await atNewPassword({ checkCode: (b) => (b.SENHA ? answer : { aceito: true }) });
    setPasswords(ctx, 'Nova@2026x', 'Nova@2026x');
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().value).toBe('newPassword');
    expect(ctx.snap().context.error).toBe(MSG.newPasswordFailed);
    answer = { aceito: false, msg: 'O código informado expirou.' };
    ctx.actor.send({ type: 'password.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.error).toBe('O código informado expirou.');
  });

  it('a failed call shows the failure message', async () => {
    const ctx = await atNewPassword({
      checkCode: (b) => (b.SENHA ? Promise.reject(new Error('x')) : { aceito: true }),
    });
    setPasswords(ctx, 'Nova@2026x', 'Nova@2026x');
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.error).toBe(MSG.newPasswordFailed);
  });
});
