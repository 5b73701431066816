import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import type { Outcome } from '../../domain/outcome';
import {
  forgotPasswordMachine,
  type RecoveryCodeCheck,
  type RecoveryCodeOutcome,
} from '../../machines/forgot-password.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

const SENT_TO = 'Enviamos o código para me***@exemplo.com.br.';
const SENT: RecoveryCodeOutcome = { ok: true, value: { sentTo: SENT_TO } };
const ACCEPTED: Outcome = { ok: true, value: undefined };

interface Answers {
  requestCode?: (user: string) => RecoveryCodeOutcome | Promise<RecoveryCodeOutcome>;
  checkCode?: (check: RecoveryCodeCheck) => Outcome | Promise<Outcome>;
}

function start(answers: Answers = {}) {
  const calls = { requestCode: [] as string[], checkCode: [] as RecoveryCodeCheck[] };
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        requestCode: answering(calls.requestCode, answers.requestCode ?? (() => SENT)),
        checkCode: answering(calls.checkCode, answers.checkCode ?? (() => ACCEPTED)),
      },
    }),
  ).start();
  const code = () => actor.getSnapshot().children.code!;
  return { actor, calls, snap: () => actor.getSnapshot(), code };
}

async function atCode(answers: Answers = {}) {
  const ctx = start(answers);
  ctx.actor.send({ type: 'field.changed', field: 'user', value: ' membro@exemplo.com.br ' });
  ctx.actor.send({ type: 'user.submitted' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

async function atNewPassword(answers: Answers = {}) {
  const ctx = await atCode(answers);
  ctx.code().send({ type: 'code.changed', value: '123456' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('forgot password: step 1', () => {
  it('empty says "Preencha o e-mail ou senha." without a call', () => {
    const { actor, snap, calls } = start();
    actor.send({ type: 'user.submitted' });
    expect(snap().context.error).toBe(COMMON_MSG.forgotPasswordEmpty);
    expect(calls.requestCode).toHaveLength(0);
    actor.send({ type: 'error.dismissed' });
    expect(snap().context.error).toBeNull();
  });

  it('an unknown user stays with "O e-mail ou celular não está cadastrado."', async () => {
    const { snap } = await atCode({
      requestCode: () => ({ ok: false, message: COMMON_MSG.userNotRegistered }),
    });
    expect(snap().value).toBe('user');
    expect(snap().context.error).toBe(COMMON_MSG.userNotRegistered);
  });

  it('a failed call shows its message', async () => {
    const { snap } = await atCode({ requestCode: () => ({ ok: false, message: 'Muitas tentativas.' }) });
    expect(snap().value).toBe('user');
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('a call that throws shows its message', async () => {
    const { snap } = await atCode({ requestCode: () => Promise.reject(new Error('Muitas tentativas.')) });
    expect(snap().value).toBe('user');
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('sends the trimmed user and moves to the code with a 60 s countdown', async () => {
    const { snap, calls, code } = await atCode();
    expect(calls.requestCode).toEqual(['membro@exemplo.com.br']);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(60);
    expect(snap().context).toMatchObject({ sentTo: SENT_TO });
  });
});

describe('forgot password: step 2', () => {
  it('counts down each second and offers the resend at 0, which restarts it', async () => {
    const { calls, code } = await atCode();
    await expectResendCountdown(code(), 'entering');
    code().send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.requestCode).toHaveLength(2);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(60);
  });

  it('a failed resend keeps the resend link', async () => {
    let n = 0;
    const { snap, code } = await atCode({
      requestCode: () => (n++ === 0 ? SENT : { ok: false, message: 'Muitas tentativas.' }),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    code().send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(code().getSnapshot().matches({ entering: 'canResend' })).toBe(true);
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('fewer than 6 digits do not check; Continuar says the code is invalid', async () => {
    const { snap, calls, code } = await atCode();
    code().send({ type: 'code.changed', value: '12345' });
    code().send({ type: 'code.submitted' });
    expect(snap().context.error).toBe(COMMON_MSG.recoveryCodeInvalid);
    expect(calls.checkCode).toHaveLength(0);
  });

  it('6 digits (pasted with spaces) check the code without SENHA', async () => {
    const { snap, calls, code } = await atCode();
    code().send({ type: 'code.changed', value: '123 456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.checkCode).toEqual([{ user: 'membro@exemplo.com.br', code: '123456' }]);
    expect(snap().value).toBe('newPassword');
  });

  it('a wrong code says so, clears it and the countdown goes on', async () => {
    const { snap, code } = await atCode({
      checkCode: () => ({ ok: false, message: COMMON_MSG.recoveryCodeInvalid }),
    });
    await vi.advanceTimersByTimeAsync(20_000);
    code().send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context).toMatchObject({ code: '', secondsLeft: 40 });
    expect(snap().context.error).toBe(COMMON_MSG.recoveryCodeInvalid);
  });
});

describe('forgot password: step 3', () => {
  const setPasswords = (ctx: Awaited<ReturnType<typeof atNewPassword>>, senha: string, repeat: string) => {
    ctx.actor.send({ type: 'field.changed', field: 'password', value: senha });
    ctx.actor.send({ type: 'field.changed', field: 'passwordRepeat', value: repeat });
    ctx.actor.send({ type: 'password.submitted' });
  };

  it('checks in the §5 order: password, repeat, match, quality', async () => {
    const ctx = await atNewPassword();
    setPasswords(ctx, '', '');
    expect(ctx.snap().context.error).toBe(COMMON_MSG.newPasswordEmpty);
    setPasswords(ctx, 'abc', '');
    expect(ctx.snap().context.error).toBe(COMMON_MSG.newPasswordRepeatEmpty);
    setPasswords(ctx, 'abc', 'abd');
    expect(ctx.snap().context.error).toBe(COMMON_MSG.newPasswordMismatch);
    setPasswords(ctx, 'abcdefgh', 'abcdefgh');
    expect(ctx.snap().context.error).toBe(COMMON_MSG.passwordWeak);
    expect(ctx.calls.checkCode).toHaveLength(1);
  });

  it('a good password is sent with the code and SENHA and ends the flow', async () => {
    const ctx = await atNewPassword({ checkCode: () => ACCEPTED });
    setPasswords(ctx, 'Nova@2026x', 'Nova@2026x');
    expect(ctx.snap().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.calls.checkCode[1]).toEqual({
      user: 'membro@exemplo.com.br',
      code: '123456',
      password: 'Nova@2026x',
    });
    expect(ctx.snap().value).toBe('changed');
    expect(ctx.snap().status).toBe('done');
  });

  it("a refusal shows its message (the endpoint's failure text when the server gives none)", async () => {
    let answer: Outcome = { ok: false, message: COMMON_MSG.newPasswordFailed };
    const ctx = await atNewPassword({ checkCode: (b) => (b.password ? answer : ACCEPTED) });
    setPasswords(ctx, 'Nova@2026x', 'Nova@2026x');
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().value).toBe('newPassword');
    expect(ctx.snap().context.error).toBe(COMMON_MSG.newPasswordFailed);
    answer = { ok: false, message: 'O código informado expirou.' };
    ctx.actor.send({ type: 'password.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.error).toBe('O código informado expirou.');
  });

  it('a failed call shows the failure message', async () => {
    const ctx = await atNewPassword({
      checkCode: (b) => (b.password ? Promise.reject(new Error('x')) : ACCEPTED),
    });
    setPasswords(ctx, 'Nova@2026x', 'Nova@2026x');
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.snap().context.error).toBe(COMMON_MSG.newPasswordFailed);
  });
});
