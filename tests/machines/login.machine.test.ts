import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { LoginBody, LoginResponse } from '../../domain/contract/auth';
import { MSG } from '../../domain/messages';
import { loginMachine, type LoginInput } from '../../machines/login.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

const CONFIRMED: LoginResponse = { resultado: true, confirmado: true, token: 'tok' };
const UNCONFIRMED: LoginResponse = {
  resultado: true,
  confirmado: false,
  enviadoPara: 'an***@exemplo.com.br',
};

function start(answers: (body: LoginBody) => LoginResponse | Promise<LoginResponse>, input: LoginInput = {}) {
  const calls: LoginBody[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { login: answering(calls, answers) },
    }),
    { input },
  ).start();
  const fill = () => {
    actor.send({ type: 'field.changed', field: 'usuario', value: ' membro@exemplo.com.br ' });
    actor.send({ type: 'field.changed', field: 'senha', value: 'Quita@2026' });
  };
  return { actor, calls, fill };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('login machine', () => {
  it('asks for both fields with the spec message and calls nothing', () => {
    const { actor, calls } = start(() => CONFIRMED);
    actor.send({ type: 'login.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe(MSG.loginEmpty);
    expect(calls).toHaveLength(0);
  });

  it('logs in when the answer is resultado and confirmado, with the trimmed user', async () => {
    const { actor, calls, fill } = start(() => CONFIRMED);
    fill();
    actor.send({ type: 'login.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ token: 'tok' });
    expect(calls).toEqual([{ usuario: 'membro@exemplo.com.br', senha: 'Quita@2026' }]);
  });

  it("shows the server's message when resultado is false", async () => {
    const { actor, fill } = start(() => ({ resultado: false, erro: 'E-mail, celular ou senha inválidos.' }));
    fill();
    actor.send({ type: 'login.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('E-mail, celular ou senha inválidos.');
    actor.send({ type: 'field.changed', field: 'senha', value: 'x' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the unknown-error message when the request fails', async () => {
    const { actor, fill } = start(() => Promise.reject(new Error('')));
    fill();
    actor.send({ type: 'login.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(MSG.unknownError);
  });

  it('submits at once when started with credentials (auto-login after registration)', async () => {
    const { actor, calls } = start(() => CONFIRMED, { usuario: 'novo@x.com', senha: 'Abcdef1!' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('login confirmation step', () => {
  async function unconfirmed(codeAnswer: (body: LoginBody) => LoginResponse = () => CONFIRMED) {
    const ctx = start((body) => (body.codigoConfirmacao ? codeAnswer(body) : UNCONFIRMED));
    ctx.fill();
    ctx.actor.send({ type: 'login.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    return ctx;
  }

  it('starts a 60 s counter that ticks each second, then offers the resend', async () => {
    const { actor } = await unconfirmed();
    expect(actor.getSnapshot().context.sentTo).toBe('an***@exemplo.com.br');
    await expectResendCountdown(actor, 'confirming');
  });

  it('resends by repeating the login without a code and restarts the counter', async () => {
    const { actor, calls } = await unconfirmed();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]).not.toHaveProperty('codigoConfirmacao');
    expect(actor.getSnapshot().matches({ confirming: 'counting' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('refuses a code that is not 6 digits without calling the server', async () => {
    const { actor, calls } = await unconfirmed();
    actor.send({ type: 'code.submitted', code: '12a45' });
    expect(actor.getSnapshot().context.error).toBe(MSG.confirmationCodeInvalid);
    expect(calls).toHaveLength(1);
  });

  it('repeats the login with codigoConfirmacao and ends confirmed with the token', async () => {
    const { actor, calls } = await unconfirmed();
    actor.send({ type: 'code.submitted', code: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]).toEqual({
      usuario: 'membro@exemplo.com.br',
      senha: 'Quita@2026',
      codigoConfirmacao: '123456',
    });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().output).toEqual({ token: 'tok' });
  });

  it('a wrong code shows the message and the countdown goes on where it was', async () => {
    const { actor } = await unconfirmed(() => ({ resultado: false, erro: MSG.confirmationCodeInvalid }));
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'code.submitted', code: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ confirming: 'counting' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(MSG.confirmationCodeInvalid);
    expect(actor.getSnapshot().context.secondsLeft).toBe(50);
  });
});
