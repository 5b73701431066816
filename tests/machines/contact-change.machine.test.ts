import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COMMON_MSG } from '../../domain/messages';
import type { Outcome } from '../../domain/outcome';
import { PROFILE_MSG } from '../../domain/profile-messages';
import { REG_MSG } from '../../domain/registration-messages';
import {
  contactChangeMachine,
  type ContactCodeOutcome,
  type ContactKind,
  type ContactStepOutcome,
  type NewContact,
} from '../../machines/contact-change.machine';
import { answering } from './support/answering';
import { expectResendCountdown } from './support/resend-countdown';

type Answer<B, R> = (body: B) => R | Promise<R>;

interface Answers {
  checkInUse?: Answer<NewContact, Outcome>;
  sendCode?: Answer<NewContact, ContactCodeOutcome>;
  verifyCode?: Answer<string, ContactStepOutcome>;
  applyChange?: Answer<string, ContactStepOutcome>;
}

const SENT: ContactCodeOutcome = { ok: true, value: { sentTo: 'an***@exemplo.com.br' } };
const FREE: Outcome = { ok: true, value: undefined };
const VERIFIED: ContactStepOutcome = { ok: true, value: { message: 'Código verificado com sucesso.' } };
const CHANGED: ContactStepOutcome = { ok: true, value: { message: PROFILE_MSG.emailChanged } };

function start(answers: Answers = {}, kind: ContactKind = 'email') {
  const calls = {
    checkInUse: [] as NewContact[],
    sendCode: [] as NewContact[],
    verifyCode: [] as string[],
    applyChange: [] as string[],
  };
  const actor = createActor(
    contactChangeMachine.provide({
      actors: {
        checkInUse: answering(calls.checkInUse, answers.checkInUse ?? (() => FREE)),
        sendCode: answering(calls.sendCode, answers.sendCode ?? (() => SENT)),
        verifyCode: answering(calls.verifyCode, answers.verifyCode ?? (() => VERIFIED)),
        applyChange: answering(calls.applyChange, answers.applyChange ?? (() => CHANGED)),
      },
    }),
    { input: { kind } },
  ).start();
  const code = () => actor.getSnapshot().children.code!;
  return { actor, calls, snap: () => actor.getSnapshot(), code };
}

async function atCode(answers: Answers = {}, kind: ContactKind = 'email', value = ' nova@exemplo.com.br ') {
  const ctx = start(answers, kind);
  ctx.actor.send({ type: 'value.changed', value });
  ctx.actor.send({ type: 'value.submitted' });
  await vi.advanceTimersByTimeAsync(0);
  return ctx;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('contact change: the new value', () => {
  it('an empty value names the field, without a call', () => {
    const email = start();
    email.actor.send({ type: 'value.submitted' });
    expect(email.snap().context.error).toBe('O e-mail é um campo obrigatório.');
    expect(email.calls.checkInUse).toHaveLength(0);
    email.actor.send({ type: 'error.dismissed' });
    expect(email.snap().context.error).toBeNull();

    const mobile = start({}, 'mobile');
    mobile.actor.send({ type: 'value.changed', value: '   ' });
    mobile.actor.send({ type: 'value.submitted' });
    expect(mobile.snap().context.error).toBe('O celular é um campo obrigatório.');
  });

  it('a value in use by another account stays with the server message and sends no code', async () => {
    const { snap, calls } = await atCode({
      checkInUse: () => ({ ok: false, message: REG_MSG.emailInUse }),
    });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe(REG_MSG.emailInUse);
    expect(calls.sendCode).toHaveLength(0);
  });

  it('an invalid value shows why', async () => {
    const { snap } = await atCode({
      checkInUse: () => ({ ok: false, message: REG_MSG.emailInvalid }),
    });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe(REG_MSG.emailInvalid);
  });

  it('a refused send (same as current) goes back to the value with the message', async () => {
    const { snap } = await atCode({
      sendCode: () => ({ ok: false, message: PROFILE_MSG.emailSameAsCurrent }),
    });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe(PROFILE_MSG.emailSameAsCurrent);
  });

  it('a failed call shows its message', async () => {
    const { snap } = await atCode({ checkInUse: () => ({ ok: false, message: 'Muitas tentativas.' }) });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('a call that throws shows its message', async () => {
    const { snap } = await atCode({ checkInUse: () => Promise.reject(new Error('Muitas tentativas.')) });
    expect(snap().value).toBe('editing');
    expect(snap().context.error).toBe('Muitas tentativas.');
  });

  it('a free value is checked and the code sent with the trimmed value; where it went is kept', async () => {
    const { snap, calls, code } = await atCode();
    expect(calls.checkInUse).toEqual([{ kind: 'email', value: 'nova@exemplo.com.br' }]);
    expect(calls.sendCode).toEqual([{ kind: 'email', value: 'nova@exemplo.com.br' }]);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(60);
    expect(snap().context).toMatchObject({ sentTo: 'an***@exemplo.com.br', error: null });
  });

  it('is busy while checking and sending', async () => {
    let release: (r: Outcome) => void = () => {};
    const { actor, snap } = start({ checkInUse: () => new Promise((resolve) => (release = resolve)) });
    actor.send({ type: 'value.changed', value: '(21) 99999-0000' });
    actor.send({ type: 'value.submitted' });
    expect(snap().hasTag('busy')).toBe(true);
    release(FREE);
    await vi.advanceTimersByTimeAsync(0);
    expect(snap().hasTag('busy')).toBe(false);
  });
});

describe('contact change: the code', () => {
  it('counts down each second; the resend appears at 0 and restarts the count', async () => {
    const { calls, code } = await atCode();
    await expectResendCountdown(code(), 'entering');
    code().send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode).toHaveLength(2);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context.secondsLeft).toBe(60);
  });

  it('a refused resend keeps the resend link and says why', async () => {
    let n = 0;
    const { snap, code } = await atCode({
      sendCode: () =>
        n++ === 0 ? SENT : { ok: false, message: 'Aguarde 10 segundos para solicitar um novo código.' },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    code().send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(code().getSnapshot().matches({ entering: 'canResend' })).toBe(true);
    expect(snap().context.error).toBe('Aguarde 10 segundos para solicitar um novo código.');
  });

  it('fewer than 6 digits are not checked; Confirmar says the code is invalid', async () => {
    const { snap, calls, code } = await atCode();
    code().send({ type: 'code.changed', value: '12345' });
    code().send({ type: 'code.submitted' });
    expect(snap().context.error).toBe(COMMON_MSG.confirmationCodeInvalid);
    expect(calls.verifyCode).toHaveLength(0);
  });

  it('6 digits (pasted with spaces) verify, then apply the change with the same code', async () => {
    const { snap, calls, code } = await atCode();
    code().send({ type: 'code.changed', value: '123 456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.verifyCode).toEqual(['123456']);
    expect(calls.applyChange).toEqual(['123456']);
    expect(snap().value).toBe('changed');
    expect(snap().status).toBe('done');
    expect(snap().context.doneMessage).toBe(PROFILE_MSG.emailChanged);
  });

  it('a wrong code says so, clears it, and the countdown goes on', async () => {
    const { snap, calls, code } = await atCode({
      verifyCode: () => ({ ok: false, message: COMMON_MSG.confirmationCodeInvalid }),
    });
    await vi.advanceTimersByTimeAsync(20_000);
    code().send({ type: 'code.changed', value: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.applyChange).toHaveLength(0);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
    expect(code().getSnapshot().context).toMatchObject({ code: '', secondsLeft: 40 });
    expect(snap().context.error).toBe(COMMON_MSG.confirmationCodeInvalid);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(code().getSnapshot().context.secondsLeft).toBe(39);
  });

  it('a change refused at the end (taken meanwhile) stays on the code with the message', async () => {
    const { snap, code } = await atCode({
      applyChange: () => ({ ok: false, message: REG_MSG.emailInUse }),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    code().send({ type: 'code.changed', value: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(code().getSnapshot().matches({ entering: 'canResend' })).toBe(true);
    expect(snap().context.error).toBe(REG_MSG.emailInUse);
  });

  it('the value can be corrected from the code step, which asks for a new code', async () => {
    const { actor, snap, calls, code } = await atCode({}, 'mobile', '(21) 99999-0000');
    actor.send({ type: 'value.edit' });
    expect(snap().value).toBe('editing');
    expect(snap().context.value).toBe('(21) 99999-0000');
    actor.send({ type: 'value.changed', value: '(21) 98888-0000' });
    actor.send({ type: 'value.submitted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.sendCode.map((c) => c.value)).toEqual(['(21) 99999-0000', '(21) 98888-0000']);
    expect(code().getSnapshot().matches({ entering: 'counting' })).toBe(true);
  });
});
