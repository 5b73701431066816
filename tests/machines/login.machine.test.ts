import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import {
  loginMachine,
  type LoginInput,
  type LoginOutcome,
  type LoginRequest,
} from '../../machines/login.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

const CONFIRMED: LoginOutcome = { ok: true, value: { confirmed: true, token: 'tok' } };
const UNCONFIRMED: LoginOutcome = { ok: true, value: { confirmed: false, sentTo: 'an***@exemplo.com.br' } };

function start(
  answers: (body: LoginRequest) => LoginOutcome | Promise<LoginOutcome>,
  input: LoginInput = {},
) {
  const calls: LoginRequest[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: { login: answering(calls, answers) },
    }),
    { input },
  ).start();
  const fill = () => {
    actor.send({ type: 'field.changed', field: 'user', value: ' membro@exemplo.com.br ' });
    actor.send({ type: 'field.changed', field: 'password', value: 'Quita@2026' });
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
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.loginEmpty);
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
    expect(calls).toEqual([{ user: 'membro@exemplo.com.br', password: 'Quita@2026' }]);
  });

  it("shows the server's message when the login is refused", async () => {
    const { actor, fill } = start(() => ({ ok: false, message: 'E-mail, celular ou senha inválidos.' }));
    fill();
    actor.send({ type: 'login.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('E-mail, celular ou senha inválidos.');
    actor.send({ type: 'field.changed', field: 'password', value: 'x' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows the unknown-error message when the request fails', async () => {
    const { actor, fill } = start(() => Promise.reject(new Error('')));
    fill();
    actor.send({ type: 'login.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.unknownError);
  });

  it('submits at once when started with credentials (auto-login after registration)', async () => {
    const { actor, calls } = start(() => CONFIRMED, { user: 'novo@x.com', password: 'Abcdef1!' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('login confirmation step', () => {
  async function unconfirmed(codeAnswer: (body: LoginRequest) => LoginOutcome = () => CONFIRMED) {
    const ctx = start((body) => (body.confirmationCode ? codeAnswer(body) : UNCONFIRMED));
    ctx.fill();
    ctx.actor.send({ type: 'login.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    return ctx;
  }

  it('starts a 60 s counter that ticks each second, then offers the resend', async () => {
    const { actor } = await unconfirmed();
    expect(actor.getSnapshot().context.sentTo).toBe('an***@exemplo.com.br');
    await expectResendCountdown(actor.getSnapshot().children.code!, 'entering');
  });

  it('resends by repeating the login without a code and restarts the counter', async () => {
    const { actor, calls } = await unconfirmed();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.getSnapshot().children.code!.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]).not.toHaveProperty('confirmationCode');
    const code = actor.getSnapshot().children.code!;
    expect(code.getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code.getSnapshot().context.secondsLeft).toBe(60);
  });

  it('refuses a code that is not 6 digits without calling the server', async () => {
    const { actor, calls } = await unconfirmed();
    actor.getSnapshot().children.code!.send({ type: 'code.changed', value: '12a45' });
    actor.getSnapshot().children.code!.send({ type: 'code.submitted' });
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.confirmationCodeInvalid);
    expect(calls).toHaveLength(1);
  });

  it('six digits at once repeat the login with the code and end confirmed with the token', async () => {
    const { actor, calls } = await unconfirmed();
    actor.getSnapshot().children.code!.send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]).toEqual({
      user: 'membro@exemplo.com.br',
      password: 'Quita@2026',
      confirmationCode: '123456',
    });
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().output).toEqual({ token: 'tok' });
  });

  it('a wrong code shows the message and the countdown goes on where it was', async () => {
    const { actor } = await unconfirmed(() => ({ ok: false, message: COMMON_MSG.confirmationCodeInvalid }));
    await vi.advanceTimersByTimeAsync(10_000);
    const code = actor.getSnapshot().children.code!;
    code.send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ confirming: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(COMMON_MSG.confirmationCodeInvalid);
    expect(code.getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code.getSnapshot().context).toMatchObject({ code: '', secondsLeft: 50 });
  });
});
